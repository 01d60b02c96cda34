/// A link the series screen offers once it has loaded.
public enum TVSeriesDetailsDestination: Sendable, Equatable {
    case season(Int)
    case castAndCrew
    case similarSeries
    /// A chat about the series, answered from the catalogue.
    case askAboutIt
    /// One of its creators, by their person id.
    case person(id: Int)
}
