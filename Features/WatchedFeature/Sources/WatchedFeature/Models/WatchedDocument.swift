import Presentation

/// `popcorn watched --json`: the kind asked (`null` for both), the order, and the watches.
struct WatchedDocument: Sendable, JSONRecord {
    let kind: ItemKind?
    let sort: WatchedOrder
    let items: [WatchedRow]

    init(_ list: WatchedList) {
        kind = list.kind
        sort = list.order
        items = list.items
    }
}
