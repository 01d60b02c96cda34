import CoreDomain
import MoviesDomain

extension PagedListError {
    /// A list's failure from the repository's: a movie missing while listing is the source's fault.
    init(_ error: MovieRepositoryError) {
        switch error {
        case .notFound(let id): self = .source(.unavailable("the source reported movie \(id) missing while listing"))
        case .source(let failure): self = .source(failure)
        }
    }
}
