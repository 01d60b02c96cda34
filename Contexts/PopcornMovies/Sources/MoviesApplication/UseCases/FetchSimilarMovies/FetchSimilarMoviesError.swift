public import MoviesDomain

public enum FetchSimilarMoviesError: Error, Sendable, Equatable {
    /// Ids are positive; this one is not.
    case invalidID(Movie.ID)
    /// Pages count from 1 and stop at 500 (`Paging.pages`).
    case invalidPage(Int)
    /// The list ends before this page: it has `lastPage` pages.
    case pageOutOfRange(Int, lastPage: Int)
    /// There is no movie with this id to find others like.
    case notFound(Movie.ID)
    /// The source refused the credentials it was given.
    case unauthorized(String)
    case unavailable(String)

    init(_ error: MovieRepositoryError) {
        switch error {
        case .notFound(let id): self = .notFound(id)
        case .unauthorized(let reason): self = .unauthorized(reason)
        case .unavailable(let reason): self = .unavailable(reason)
        }
    }
}
