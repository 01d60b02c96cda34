public import CoreDomain
public import PeopleDomain

/// Why `FetchPersonDetailsUseCase` could not answer: only what it can fail with.
public enum FetchPersonDetailsError: Error, Sendable, Equatable {
    /// Ids are positive; this one is not.
    case invalidID(Person.ID)
    case notFound(Person.ID)
    case source(SourceFailure)

    init(_ error: PersonRepositoryError) {
        switch error {
        case .notFound(let id): self = .notFound(id)
        case .source(let failure): self = .source(failure)
        }
    }
}
