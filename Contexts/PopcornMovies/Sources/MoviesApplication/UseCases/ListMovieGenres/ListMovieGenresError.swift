public import CoreDomain
import MoviesDomain

/// Why `ListMovieGenresUseCase` could not answer: only the source.
public enum ListMovieGenresError: Error, Sendable, Equatable {
    case source(SourceFailure)

    init(_ error: MovieRepositoryError) {
        switch error {
        case .source(let failure): self = .source(failure)
        case .notFound(let id): self = .source(.unavailable("the source reported movie \(id) missing while listing genres"))
        }
    }
}
