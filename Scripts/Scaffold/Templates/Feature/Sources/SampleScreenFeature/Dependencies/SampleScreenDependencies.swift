public import Presentation

/// What the screen needs from the app, as closures the app fills from use cases.
public struct SampleScreenDependencies: Sendable {
    public var fetch: @Sendable (_ id: Int) async throws(ViewStateError) -> SampleScreen

    public init(fetch: @escaping @Sendable (_ id: Int) async throws(ViewStateError) -> SampleScreen) {
        self.fetch = fetch
    }
}
