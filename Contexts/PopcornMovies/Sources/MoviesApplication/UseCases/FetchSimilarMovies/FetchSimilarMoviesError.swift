public import CoreDomain
public import MoviesDomain

/// Why `FetchSimilarMoviesUseCase` could not answer.
public enum FetchSimilarMoviesError: Error, Sendable, Equatable {
    /// Ids are positive; this one is not.
    case invalidID(Movie.ID)
    case page(PageRequestError)
    /// There is no movie with this id to find others like.
    case notFound(Movie.ID)
    case source(SourceFailure)

    init(_ error: MovieRepositoryError) {
        switch error {
        case .notFound(let id): self = .notFound(id)
        case .source(let failure): self = .source(failure)
        }
    }
}
