/// A link the screen offers once it has loaded.
public enum SampleScreenDestination: Sendable, Equatable {
    case details(id: Int)
}
