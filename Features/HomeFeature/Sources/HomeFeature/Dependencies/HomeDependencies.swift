public import Presentation

/// What the home screen needs from the app: its three lists at once, as a closure the app fills
/// from the contexts' use cases.
public struct HomeDependencies: Sendable {
    public var fetchHome: @Sendable () async throws(ViewStateError) -> HomeContent

    public init(fetchHome: @escaping @Sendable () async throws(ViewStateError) -> HomeContent) {
        self.fetchHome = fetchHome
    }
}
