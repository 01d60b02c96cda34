/// A link the cast and crew screen offers once loaded.
public enum CastAndCrewDestination: Sendable, Equatable {
    /// The movie or series the credits belong to.
    case details
    /// Someone in the cast or the crew, by their person id.
    case person(id: Int)
}
