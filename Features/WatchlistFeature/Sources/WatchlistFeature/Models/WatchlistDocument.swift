import Presentation

/// `popcorn watchlist --json`: the kind asked (`null` for both), the order, and the titles.
struct WatchlistDocument: Sendable, JSONRecord {
    let kind: ItemKind?
    let sort: WatchlistOrder
    let items: [WatchlistRow]

    init(_ watchlist: Watchlist) {
        kind = watchlist.kind
        sort = watchlist.order
        items = watchlist.items
    }
}
