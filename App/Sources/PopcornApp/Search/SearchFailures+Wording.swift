import Presentation
import SearchApplication
import SearchDomain

// How the Search context's failures read, in the words `FailureWording` keeps for all contexts.

extension SearchCatalogueError: WordedFailure {
    func worded(by wording: FailureWording) -> ViewStateError {
        switch self {
        case .emptyQuery:
            ViewStateError(
                kind: .invalidRequest, message: "The query has no letter or digit to search for.",
                suggestion: "Give a title or a name: `popcorn search \"fight club\"`, `popcorn search pitt --type person`.")
        case .page(let error): wording.page(error)
        case .source(let failure): wording.source(failure)
        }
    }
}
