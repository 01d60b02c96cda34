public import CoreDomain
import MoviesDomain

/// Why `FetchPopularMoviesUseCase` could not answer.
public enum FetchPopularMoviesError: Error, Sendable, Equatable {
    case page(PageRequestError)
    case source(SourceFailure)

    init(_ error: MovieRepositoryError) {
        switch error {
        case .notFound(let id): self = .source(.unavailable("the source reported movie \(id) missing while listing"))
        case .source(let failure): self = .source(failure)
        }
    }
}
