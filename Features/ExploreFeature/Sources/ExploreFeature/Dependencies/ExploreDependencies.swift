public import Presentation

/// What the explore screen needs from the app: its sections at once, as a closure the app fills
/// from the contexts' use cases.
public struct ExploreDependencies: Sendable {
    public var fetchContent: @Sendable () async throws(ViewStateError) -> ExploreContent

    public init(fetchContent: @escaping @Sendable () async throws(ViewStateError) -> ExploreContent) {
        self.fetchContent = fetchContent
    }
}
