/// A link the series screen offers once it has loaded.
public enum TVSeriesDetailsDestination: Sendable, Equatable {
    case season(Int)
    case castAndCrew
    case similarSeries
    /// One of its creators, by their person id.
    case person(id: Int)
}
