/// A link the cast and crew screen offers once loaded.
public enum CastAndCrewDestination: Sendable, Equatable, CaseIterable {
    case movieDetails
}
