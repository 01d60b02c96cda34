public import Presentation

/// What the screen needs from the app, as closures the app fills from use cases.
public struct PersonCreditsDependencies: Sendable {
    public var fetch: @Sendable (_ id: Int) async throws(ViewStateError) -> PersonCredits

    public init(fetch: @escaping @Sendable (_ id: Int) async throws(ViewStateError) -> PersonCredits) {
        self.fetch = fetch
    }
}
