/// A link the screen offers once it has loaded.
public enum TVSeasonDetailsDestination: Sendable, Equatable {
    case details(id: Int)
}
