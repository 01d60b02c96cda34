public import CoreDomain
public import MoviesDomain

/// Why `FetchMovieDetailsUseCase` could not answer.
public enum FetchMovieDetailsError: Error, Sendable, Equatable {
    /// Ids are positive; this one is not.
    case invalidID(Movie.ID)
    case notFound(Movie.ID)
    case source(SourceFailure)

    init(_ error: MovieRepositoryError) {
        switch error {
        case .notFound(let id): self = .notFound(id)
        case .source(let failure): self = .source(failure)
        }
    }
}
