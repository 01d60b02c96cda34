public import Presentation

/// What the screen needs from the app, as closures the app fills from use cases.
public struct PersonDetailsDependencies: Sendable {
    public var fetch: @Sendable (_ id: Int) async throws(ViewStateError) -> PersonDetails

    public init(fetch: @escaping @Sendable (_ id: Int) async throws(ViewStateError) -> PersonDetails) {
        self.fetch = fetch
    }
}
