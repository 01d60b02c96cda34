import LibraryDomain
import Presentation

extension ItemKind {
    /// A kind the library keeps, as the screens name it: `movie` or `tv`.
    init(_ kind: LibraryKind) {
        switch kind {
        case .movie: self = .movie
        case .tvSeries: self = .tv
        }
    }
}

extension LibraryKind {
    /// The kind a screen's `--type` names; nil for one the library never keeps (a person).
    init?(_ kind: ItemKind) {
        switch kind {
        case .movie: self = .movie
        case .tv: self = .tvSeries
        case .person: return nil
        }
    }
}
