/// A link the home screen offers once its lists have loaded.
public enum HomeDestination: Sendable, Equatable {
    case movie(id: Int)
    case series(id: Int)
    case person(id: Int)
    /// The prompt that asks for a title or a name to search for.
    case search
}
