/// A link the history screen offers once it has loaded.
public enum HistoryDestination: Sendable, Equatable {
    case movie(id: Int)
    case series(id: Int)
    case person(id: Int)
    case page(Int)
}
