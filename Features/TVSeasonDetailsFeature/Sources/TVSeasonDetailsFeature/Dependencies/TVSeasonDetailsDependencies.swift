public import Presentation

/// What the screen needs from the app, as closures the app fills from use cases.
public struct TVSeasonDetailsDependencies: Sendable {
    public var fetch: @Sendable (_ id: Int) async throws(ViewStateError) -> TVSeasonDetails

    public init(fetch: @escaping @Sendable (_ id: Int) async throws(ViewStateError) -> TVSeasonDetails) {
        self.fetch = fetch
    }
}
