/// Watchlist entries and watches to write together, in one transaction: what a use case (or a
/// merge) decided, handed to the store whole.
public struct LibraryChanges: Sendable, Equatable {
    public var watchlist: [WatchlistEntry]
    public var watches: [Watch]

    public init(watchlist: [WatchlistEntry] = [], watches: [Watch] = []) {
        self.watchlist = watchlist
        self.watches = watches
    }

    public var isEmpty: Bool { watchlist.isEmpty && watches.isEmpty }
}
