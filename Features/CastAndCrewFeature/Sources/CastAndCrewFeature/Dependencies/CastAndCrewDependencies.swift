public import Presentation

/// What the cast and crew screen needs from the rest of the app.
public struct CastAndCrewDependencies: Sendable {
    public var fetchCastAndCrew: @Sendable (_ titleID: Int) async throws(ViewStateError) -> CastAndCrew

    public init(fetchCastAndCrew: @escaping @Sendable (_ titleID: Int) async throws(ViewStateError) -> CastAndCrew) {
        self.fetchCastAndCrew = fetchCastAndCrew
    }
}
