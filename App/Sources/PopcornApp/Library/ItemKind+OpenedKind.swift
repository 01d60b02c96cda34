import LibraryDomain
import Presentation

// The screens' kinds and the history's are the same three words; each keeps its own type, and
// the App, which sees both, says once how one is the other.

extension ItemKind {
    init(_ kind: OpenedKind) {
        self =
            switch kind {
            case .movie: .movie
            case .tv: .tv
            case .person: .person
            }
    }
}
