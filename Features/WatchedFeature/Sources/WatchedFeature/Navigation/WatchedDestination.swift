public import Presentation

/// A link the watched list offers once it has loaded: a title its source still knows.
public enum WatchedDestination: Sendable, Equatable {
    case movie(id: Int)
    case series(id: Int)

    /// The link to a title of the kind given; nil for a kind never watched.
    public static func title(_ kind: ItemKind, id: Int) -> Self? {
        switch kind {
        case .movie: .movie(id: id)
        case .tv: .series(id: id)
        case .person: nil
        }
    }
}
