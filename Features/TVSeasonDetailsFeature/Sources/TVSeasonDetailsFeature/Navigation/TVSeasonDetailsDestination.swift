/// A link the season screen offers once it has loaded: each episode held, and back up to the series.
public enum TVSeasonDetailsDestination: Sendable, Equatable {
    case episode(Int)
    case series
}
