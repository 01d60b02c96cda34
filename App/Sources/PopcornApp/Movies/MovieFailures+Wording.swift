import MoviesApplication
import Presentation

// How the Movies context's failures read: every use case's error, case by case, in the words
// `FailureWording` keeps for all contexts (its lists fail as `PagedListError`, worded once for all).

extension FailureSubject {
    static let movie = FailureSubject(noun: "movie", findIDs: "Find movie ids with `popcorn movies popular` or `popcorn movies top-rated`.")
}

extension MovieLookupError: WordedFailure {
    func worded(by wording: FailureWording) -> ViewStateError {
        switch self {
        case .invalidID(let id): FailureWording.invalidID(id, of: .movie)
        case .notFound(let id): wording.notFound(id, of: .movie)
        case .source(let failure): wording.source(failure)
        }
    }
}

extension FetchSimilarMoviesError: WordedFailure {
    func worded(by wording: FailureWording) -> ViewStateError {
        switch self {
        case .lookup(let error): error.worded(by: wording)
        case .page(let error): wording.page(error)
        }
    }
}
