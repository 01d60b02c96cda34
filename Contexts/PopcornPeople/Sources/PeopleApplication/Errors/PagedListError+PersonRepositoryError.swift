import CoreDomain
import PeopleDomain

extension PagedListError {
    /// A list's failure from the repository's: a person missing while listing is the source's fault.
    init(_ error: PersonRepositoryError) {
        switch error {
        case .notFound(let id): self = .source(.unavailable("the source reported person \(id) missing while listing"))
        case .source(let failure): self = .source(failure)
        }
    }
}
