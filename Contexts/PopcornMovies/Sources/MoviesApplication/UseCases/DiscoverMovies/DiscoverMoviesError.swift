public import CoreDomain
public import MoviesDomain

/// Why `DiscoverMoviesUseCase` could not answer: a filter that breaks a rule, a genre the source
/// does not know (with the genres it does), the page, or the source.
public enum DiscoverMoviesError: Error, Sendable, Equatable {
    case filter(MovieDiscoveryFilterError)
    case unknownGenre(UnknownGenre)
    case page(PageRequestError)
    case source(SourceFailure)

    init(_ error: MovieRepositoryError) {
        switch PagedListError(error) {
        case .page(let error): self = .page(error)
        case .source(let failure): self = .source(failure)
        }
    }
}
