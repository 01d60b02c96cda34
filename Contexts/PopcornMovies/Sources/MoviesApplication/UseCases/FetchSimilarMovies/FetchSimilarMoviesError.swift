import MoviesDomain

public enum FetchSimilarMoviesError: Error, Sendable, Equatable {
    /// Ids are positive; this one is not.
    case invalidID(Movie.ID)
    /// Pages count from 1 and stop at 500.
    case invalidPage(Int)
    /// There is no movie with this id to find others like.
    case notFound(Movie.ID)
    case unavailable(String)

    init(_ error: MovieRepositoryError) {
        switch error {
        case .notFound(let id): self = .notFound(id)
        case .unavailable(let reason): self = .unavailable(reason)
        }
    }
}
