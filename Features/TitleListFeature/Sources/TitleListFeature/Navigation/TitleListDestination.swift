public import Presentation

/// A link the list screen offers once its page has loaded.
public enum TitleListDestination: Sendable, ListDestination {
    case movie(id: Int)
    case series(id: Int)
    case person(id: Int)
    case page(Int)

    public static func item(_ kind: ItemKind, id: Int) -> Self {
        switch kind {
        case .movie: .movie(id: id)
        case .tv: .series(id: id)
        case .person: .person(id: id)
        }
    }
}
