/// A link the screen offers once it has loaded.
public enum PersonDetailsDestination: Sendable, Equatable {
    case details(id: Int)
}
