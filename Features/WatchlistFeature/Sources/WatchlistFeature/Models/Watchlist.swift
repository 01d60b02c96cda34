public import Presentation

/// The watchlist as the screen shows it: the titles of the kind asked (both when `kind` is nil),
/// in the order asked.
public struct Watchlist: Sendable, Equatable {
    /// Films or series only; nil for both.
    public let kind: ItemKind?
    public let order: WatchlistOrder
    public let items: [WatchlistRow]
    /// How the screen names the source a title is looked up in: "the embedded catalogue".
    public let sourceName: String

    public init(kind: ItemKind?, order: WatchlistOrder, items: [WatchlistRow], sourceName: String) {
        self.kind = kind
        self.order = order
        self.items = items
        self.sourceName = sourceName
    }
}
