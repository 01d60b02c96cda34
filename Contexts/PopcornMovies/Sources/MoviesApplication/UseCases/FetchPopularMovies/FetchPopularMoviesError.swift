import MoviesDomain

public enum FetchPopularMoviesError: Error, Sendable, Equatable {
    /// Pages count from 1 and stop at 500.
    case invalidPage(Int)
    case unavailable(String)

    init(_ error: MovieRepositoryError) {
        switch error {
        case .notFound(let id): self = .unavailable("the source reported movie \(id) missing while listing")
        case .unavailable(let reason): self = .unavailable(reason)
        }
    }
}
