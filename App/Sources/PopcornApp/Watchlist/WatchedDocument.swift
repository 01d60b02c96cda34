import Presentation

/// `popcorn watched --json`: every watch, in the order asked, of the kind asked (`null` for both).
struct WatchedDocument: JSONRecord {
    let kind: String?
    let sort: String
    let items: [WatchedItemDocument]
}
