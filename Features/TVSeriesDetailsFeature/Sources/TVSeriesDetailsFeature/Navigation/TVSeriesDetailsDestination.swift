/// A link the screen offers once it has loaded.
public enum TVSeriesDetailsDestination: Sendable, Equatable {
    case details(id: Int)
}
