import MoviesApplication
import Presentation

/// The ways a Movies request can fail, whichever use case it went through, so that each failure
/// is worded for the user in exactly one place.
enum MovieRequestFailure: Equatable {
    case invalidID(Int)
    case invalidPage(Int)
    case notFound(Int)
    case unavailable(String)

    init(_ error: FetchMovieDetailsError) {
        switch error {
        case .invalidID(let id): self = .invalidID(id)
        case .notFound(let id): self = .notFound(id)
        case .unavailable(let reason): self = .unavailable(reason)
        }
    }

    init(_ error: FetchMovieCreditsError) {
        switch error {
        case .invalidID(let id): self = .invalidID(id)
        case .notFound(let id): self = .notFound(id)
        case .unavailable(let reason): self = .unavailable(reason)
        }
    }

    init(_ error: FetchPopularMoviesError) {
        switch error {
        case .invalidPage(let page): self = .invalidPage(page)
        case .unavailable(let reason): self = .unavailable(reason)
        }
    }

    init(_ error: FetchTopRatedMoviesError) {
        switch error {
        case .invalidPage(let page): self = .invalidPage(page)
        case .unavailable(let reason): self = .unavailable(reason)
        }
    }

    init(_ error: FetchSimilarMoviesError) {
        switch error {
        case .invalidID(let id): self = .invalidID(id)
        case .invalidPage(let page): self = .invalidPage(page)
        case .notFound(let id): self = .notFound(id)
        case .unavailable(let reason): self = .unavailable(reason)
        }
    }

    /// The failure in words, naming the id and the source that was asked.
    func viewStateError(source: String) -> ViewStateError {
        let findIDs = "Find movie ids with `popcorn movies popular` or `popcorn movies top-rated`."
        switch self {
        case .invalidID(let id):
            return ViewStateError(kind: .invalidInput, message: "\(id) is not a movie id: ids are whole numbers from 1 up.", suggestion: findIDs)
        case .invalidPage(let page):
            return ViewStateError(kind: .invalidInput, message: "There is no page \(page): pages run from 1 to 500.")
        case .notFound(let id):
            return ViewStateError(kind: .notFound, message: "No movie has id \(id) in \(source).", suggestion: findIDs)
        case .unavailable(let reason):
            return ViewStateError(kind: .unavailable, message: "\(source.prefix(1).uppercased() + source.dropFirst()) could not answer: \(reason)")
        }
    }
}
