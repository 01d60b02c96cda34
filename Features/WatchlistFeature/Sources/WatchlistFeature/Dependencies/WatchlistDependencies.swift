public import Presentation

/// What the watchlist screen needs from the app: the list, of one kind or both, in an order.
public struct WatchlistDependencies: Sendable {
    public var fetchWatchlist: @Sendable (_ kind: ItemKind?, _ order: WatchlistOrder) async throws(ViewStateError) -> Watchlist

    public init(
        fetchWatchlist: @escaping @Sendable (_ kind: ItemKind?, _ order: WatchlistOrder) async throws(ViewStateError) -> Watchlist
    ) {
        self.fetchWatchlist = fetchWatchlist
    }
}
