public import Presentation

/// What the watched list needs from the app: the watches, of one kind or both, in an order.
public struct WatchedDependencies: Sendable {
    public var fetchWatches: @Sendable (_ kind: ItemKind?, _ order: WatchedOrder) async throws(ViewStateError) -> WatchedList

    public init(
        fetchWatches: @escaping @Sendable (_ kind: ItemKind?, _ order: WatchedOrder) async throws(ViewStateError) -> WatchedList
    ) {
        self.fetchWatches = fetchWatches
    }
}
