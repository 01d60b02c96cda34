/// A link the screen offers once it has loaded.
public enum PersonCreditsDestination: Sendable, Equatable {
    case details(id: Int)
}
