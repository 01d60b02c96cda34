public import Presentation

/// The watches as the screen shows them: those of the kind asked (both when `kind` is nil), in
/// the order asked. A title watched on several days has a watch for each.
public struct WatchedList: Sendable, Equatable {
    /// Films or series only; nil for both.
    public let kind: ItemKind?
    public let order: WatchedOrder
    public let items: [WatchedRow]
    /// How the screen names the source a title is looked up in: "the embedded catalogue".
    public let sourceName: String

    public init(kind: ItemKind?, order: WatchedOrder, items: [WatchedRow], sourceName: String) {
        self.kind = kind
        self.order = order
        self.items = items
        self.sourceName = sourceName
    }
}
