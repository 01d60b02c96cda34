/// A link the results screen offers once it has loaded.
public enum SearchResultsDestination: Sendable, Equatable {
    case movie(id: Int)
    case series(id: Int)
    case person(id: Int)
    case page(Int)
}
