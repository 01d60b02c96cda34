import Presentation

/// `popcorn watchlist --json`: the titles on the watchlist, in the order asked, of the kind asked
/// (`null` for both).
struct WatchlistDocument: JSONRecord {
    let kind: String?
    let sort: String
    let items: [WatchlistItemDocument]
}
