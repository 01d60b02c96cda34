/// A link the series screen offers once it has loaded.
public enum TVSeriesDetailsDestination: Sendable, Equatable {
    case season(Int)
    case castAndCrew
    case similarSeries
    /// A chat about the series, answered from the catalogue.
    case askAboutIt
    /// The series of one of its genres, by the genre's name.
    case genre(String)
    /// One of its creators, by their person id.
    case person(id: Int)
}
