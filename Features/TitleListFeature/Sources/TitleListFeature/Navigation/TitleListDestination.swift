/// A link the list screen offers once its page has loaded.
public enum TitleListDestination: Sendable, Equatable {
    case movie(id: Int)
    case series(id: Int)
    case person(id: Int)
    case page(Int)
}
