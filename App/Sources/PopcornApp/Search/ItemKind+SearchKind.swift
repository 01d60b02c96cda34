import Presentation
import SearchDomain

// The screens' kinds and Search's are the same three words; each context keeps its own type, and
// the App, which sees both, says once how one is the other.

extension ItemKind {
    init(_ kind: SearchKind) {
        self =
            switch kind {
            case .movie: .movie
            case .tv: .tv
            case .person: .person
            }
    }
}

extension SearchKind {
    init(_ kind: ItemKind) {
        self =
            switch kind {
            case .movie: .movie
            case .tv: .tv
            case .person: .person
            }
    }
}
