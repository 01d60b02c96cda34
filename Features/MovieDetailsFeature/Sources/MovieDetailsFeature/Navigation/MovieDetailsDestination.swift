/// A link the details screen offers once its movie has loaded.
public enum MovieDetailsDestination: Sendable, Equatable {
    case castAndCrew
    case similarMovies
    /// A chat about the movie, answered from the catalogue.
    case askAboutIt
    /// The films of one of its genres, by the genre's name.
    case genre(String)
    /// A director or one of the top cast, by their person id.
    case person(id: Int)
}
