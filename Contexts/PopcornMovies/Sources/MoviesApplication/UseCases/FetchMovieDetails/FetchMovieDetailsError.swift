public import MoviesDomain

public enum FetchMovieDetailsError: Error, Sendable, Equatable {
    /// Ids are positive; this one is not.
    case invalidID(Movie.ID)
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
