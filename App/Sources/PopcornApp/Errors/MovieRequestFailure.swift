import CoreDomain
import MoviesApplication
import Presentation

/// The ways a Movies request can fail, whichever use case it went through, so that each failure
/// is worded for the user in exactly one place.
enum MovieRequestFailure: Equatable {
    case invalidID(Int)
    case invalidPage(Int)
    case pageOutOfRange(Int, lastPage: Int)
    case notFound(Int)
    case unauthorized(String)
    case unavailable(String)

    init(_ error: FetchMovieDetailsError) {
        switch error {
        case .invalidID(let id): self = .invalidID(id)
        case .notFound(let id): self = .notFound(id)
        case .unauthorized(let reason): self = .unauthorized(reason)
        case .unavailable(let reason): self = .unavailable(reason)
        }
    }

    init(_ error: FetchMovieCreditsError) {
        switch error {
        case .invalidID(let id): self = .invalidID(id)
        case .notFound(let id): self = .notFound(id)
        case .unauthorized(let reason): self = .unauthorized(reason)
        case .unavailable(let reason): self = .unavailable(reason)
        }
    }

    init(_ error: FetchPopularMoviesError) {
        switch error {
        case .invalidPage(let page): self = .invalidPage(page)
        case .pageOutOfRange(let page, let lastPage): self = .pageOutOfRange(page, lastPage: lastPage)
        case .unauthorized(let reason): self = .unauthorized(reason)
        case .unavailable(let reason): self = .unavailable(reason)
        }
    }

    init(_ error: FetchTopRatedMoviesError) {
        switch error {
        case .invalidPage(let page): self = .invalidPage(page)
        case .pageOutOfRange(let page, let lastPage): self = .pageOutOfRange(page, lastPage: lastPage)
        case .unauthorized(let reason): self = .unauthorized(reason)
        case .unavailable(let reason): self = .unavailable(reason)
        }
    }

    init(_ error: FetchSimilarMoviesError) {
        switch error {
        case .invalidID(let id): self = .invalidID(id)
        case .invalidPage(let page): self = .invalidPage(page)
        case .pageOutOfRange(let page, let lastPage): self = .pageOutOfRange(page, lastPage: lastPage)
        case .notFound(let id): self = .notFound(id)
        case .unauthorized(let reason): self = .unauthorized(reason)
        case .unavailable(let reason): self = .unavailable(reason)
        }
    }

    /// The failure in words, naming the id and the source that was asked.
    func viewStateError(source: String) -> ViewStateError {
        let findIDs = "Find movie ids with `popcorn movies popular` or `popcorn movies top-rated`."
        let pages = "\(Paging.pages.lowerBound) to \(Paging.pages.upperBound)"
        let sourceName = source.prefix(1).uppercased() + source.dropFirst()
        switch self {
        case .invalidID(let id):
            return ViewStateError(
                kind: .invalidRequest, message: "\(id) is out of range for a movie id: ids are whole numbers from 1 up.",
                suggestion: findIDs)
        case .invalidPage(let page):
            return ViewStateError(kind: .invalidRequest, message: "Page \(page) is out of range: pages run from \(pages).")
        case .pageOutOfRange(let page, let lastPage):
            return ViewStateError(
                kind: .invalidRequest,
                message: "There is no page \(page): the list has \(lastPage == 1 ? "1 page" : "\(lastPage) pages").",
                suggestion: "Ask for a page from 1 to \(lastPage)."
            )
        case .notFound(let id):
            return ViewStateError(kind: .notFound, message: "No movie has id \(id) in \(source).", suggestion: findIDs)
        case .unauthorized(let reason):
            return ViewStateError(
                kind: .unauthorized,
                message: "\(sourceName) refused the credentials: \(reason)",
                suggestion: "Check the token Popcorn reads from the environment or its 0600 file."
            )
        case .unavailable(let reason):
            return ViewStateError(kind: .unavailable, message: "\(sourceName) could not answer: \(reason)")
        }
    }
}
