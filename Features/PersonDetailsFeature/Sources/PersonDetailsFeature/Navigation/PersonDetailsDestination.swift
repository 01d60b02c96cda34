/// A link the person screen offers once loaded.
public enum PersonDetailsDestination: Sendable, Equatable {
    /// Everything they are credited with.
    case credits
    /// One of the films they are known for.
    case movie(id: Int)
    /// One of the series they are known for.
    case series(id: Int)
}
