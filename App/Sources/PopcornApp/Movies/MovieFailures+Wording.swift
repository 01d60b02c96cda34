import MoviesApplication
import Presentation

// How the Movies context's failures read: every use case's error, case by case, in the words
// `FailureWording` keeps for all contexts.

extension FailureSubject {
    static let movie = FailureSubject(noun: "movie", findIDs: "Find movie ids with `popcorn movies popular` or `popcorn movies top-rated`.")
}

extension FetchMovieDetailsError: WordedFailure {
    func worded(by wording: FailureWording) -> ViewStateError {
        switch self {
        case .invalidID(let id): FailureWording.invalidID(id, of: .movie)
        case .notFound(let id): wording.notFound(id, of: .movie)
        case .source(let failure): wording.source(failure)
        }
    }
}

extension FetchMovieCreditsError: WordedFailure {
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
        case .invalidID(let id): FailureWording.invalidID(id, of: .movie)
        case .page(let error): wording.page(error)
        case .notFound(let id): wording.notFound(id, of: .movie)
        case .source(let failure): wording.source(failure)
        }
    }
}
