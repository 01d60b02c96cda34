public import Presentation

/// A link the watchlist offers once it has loaded: a title its source still knows.
public enum WatchlistDestination: Sendable, Equatable {
    case movie(id: Int)
    case series(id: Int)

    /// The link to a title of the kind given; nil for a kind the watchlist never holds.
    public static func title(_ kind: ItemKind, id: Int) -> Self? {
        switch kind {
        case .movie: .movie(id: id)
        case .tv: .series(id: id)
        case .person: nil
        }
    }
}
