/// A link the details screen offers once its movie has loaded.
public enum MovieDetailsDestination: Sendable, Equatable, CaseIterable {
    case castAndCrew
    case similarMovies
}
