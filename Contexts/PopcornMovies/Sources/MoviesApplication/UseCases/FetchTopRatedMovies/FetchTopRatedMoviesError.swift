public import CoreDomain
import MoviesDomain

/// Why `FetchTopRatedMoviesUseCase` could not answer.
public enum FetchTopRatedMoviesError: Error, Sendable, Equatable {
    case page(PageRequestError)
    case source(SourceFailure)

    init(_ error: MovieRepositoryError) {
        switch error {
        case .notFound(let id): self = .source(.unavailable("the source reported movie \(id) missing while listing"))
        case .source(let failure): self = .source(failure)
        }
    }
}
