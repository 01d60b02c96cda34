import MoviesDomain

public enum FetchTopRatedMoviesError: Error, Sendable, Equatable {
    /// Pages count from 1 and stop at 500 (`Paging.pages`).
    case invalidPage(Int)
    /// The list ends before this page: it has `lastPage` pages.
    case pageOutOfRange(Int, lastPage: Int)
    /// The source refused the credentials it was given.
    case unauthorized(String)
    case unavailable(String)

    init(_ error: MovieRepositoryError) {
        switch error {
        case .notFound(let id): self = .unavailable("the source reported movie \(id) missing while listing")
        case .unauthorized(let reason): self = .unauthorized(reason)
        case .unavailable(let reason): self = .unavailable(reason)
        }
    }
}
