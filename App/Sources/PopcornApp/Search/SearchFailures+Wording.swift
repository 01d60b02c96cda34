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

extension FetchHistoryError: WordedFailure {
    func worded(by wording: FailureWording) -> ViewStateError {
        switch self {
        case .page(let error): wording.page(error)
        case .history(.unavailable(let reason)):
            ViewStateError(
                kind: .unavailable, message: "The history could not be read: \(reason)", suggestion: ViewHistoryError.whereTheHistoryLives)
        case .history(let error): error.worded(by: wording)
        }
    }
}

extension ViewHistoryError: WordedFailure {
    func worded(by wording: FailureWording) -> ViewStateError {
        switch self {
        case .unreadable(let reason): ViewStateError(kind: .unexpected, message: "The history could not be read: \(reason)")
        case .unwritable(let reason): ViewStateError(kind: .unexpected, message: "The history could not be written: \(reason)")
        case .unavailable(let reason):
            // Data that cannot be had, as a source that cannot answer: exit 69, never "nothing yet"
            // or "cleared".
            ViewStateError(kind: .unavailable, message: "The history could not be opened: \(reason)", suggestion: Self.whereTheHistoryLives)
        }
    }

    /// What to do about a history that cannot be reached: where it is kept, and how to choose another place.
    static let whereTheHistoryLives =
        "The history is user-data.sqlite in Popcorn's data folder ($XDG_DATA_HOME/popcorn; `popcorn config` shows it), "
        + "which your user must be able to read and write; or set XDG_DATA_HOME to a folder of your own."
}
