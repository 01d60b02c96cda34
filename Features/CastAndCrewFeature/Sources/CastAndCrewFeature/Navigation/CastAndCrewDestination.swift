/// A link the cast and crew screen offers once loaded.
public enum CastAndCrewDestination: Sendable, Equatable, CaseIterable {
    /// The movie or series the credits belong to.
    case details
}
