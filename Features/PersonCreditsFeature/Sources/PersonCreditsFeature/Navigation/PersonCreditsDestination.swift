/// A link the credits screen offers once loaded.
public enum PersonCreditsDestination: Sendable, Equatable {
    /// The person the credits are of.
    case person
    case movie(id: Int)
    case series(id: Int)
}
