/// Where a title stands in the library, as a film's or series' screen says it: on the watchlist
/// or not, and its watches, newest first.
public struct TitleStatus: Sendable, Equatable {
    public let title: TitleReference
    /// Nil when it was never on the watchlist; a removal marker when it was taken off.
    public let watchlistEntry: WatchlistEntry?
    /// Newest day first.
    public let watches: [Watch]

    public init(title: TitleReference, watchlistEntry: WatchlistEntry?, watches: [Watch]) {
        self.title = title
        self.watchlistEntry = watchlistEntry
        self.watches = watches.sorted { ($0.day, $0.recordedAt) > ($1.day, $1.recordedAt) }
    }

    public var isOnWatchlist: Bool { watchlistEntry?.isListed ?? false }

    /// The newest watch; nil when never watched.
    public var lastWatch: Watch? { watches.first }
}
