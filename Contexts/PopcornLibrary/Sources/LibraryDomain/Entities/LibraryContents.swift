/// Everything a library holds: every watchlist entry (removal markers included) and every
/// watch. What a merge is worked out against, and what an export writes.
public struct LibraryContents: Sendable, Equatable {
    public var watchlist: [WatchlistEntry]
    public var watches: [Watch]

    public init(watchlist: [WatchlistEntry] = [], watches: [Watch] = []) {
        self.watchlist = watchlist
        self.watches = watches
    }
}
