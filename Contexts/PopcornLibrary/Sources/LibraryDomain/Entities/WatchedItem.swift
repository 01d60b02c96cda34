/// A line of the watched list as it is shown: one watch, and what its title is today. A title
/// watched twice is two lines.
public struct WatchedItem: Sendable, Equatable {
    public let watch: Watch
    public let recollection: Recollection

    public init(watch: Watch, recollection: Recollection) {
        self.watch = watch
        self.recollection = recollection
    }
}
