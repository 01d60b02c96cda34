/// A line of the watchlist as it is shown: the entry, and what the title is today.
public struct WatchlistItem: Sendable, Equatable {
    public let entry: WatchlistEntry
    public let recollection: Recollection

    public init(entry: WatchlistEntry, recollection: Recollection) {
        self.entry = entry
        self.recollection = recollection
    }
}
