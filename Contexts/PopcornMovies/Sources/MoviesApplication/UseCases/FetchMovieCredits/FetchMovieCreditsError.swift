import MoviesDomain

public enum FetchMovieCreditsError: Error, Sendable, Equatable {
    /// Ids are positive; this one is not.
    case invalidID(Movie.ID)
    case notFound(Movie.ID)
    case unavailable(String)

    init(_ error: MovieRepositoryError) {
        switch error {
        case .notFound(let id): self = .notFound(id)
        case .unavailable(let reason): self = .unavailable(reason)
        }
    }
}
