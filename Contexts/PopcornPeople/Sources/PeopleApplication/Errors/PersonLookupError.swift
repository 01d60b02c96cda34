public import CoreDomain
public import PeopleDomain

/// Why a person asked for by their id (who they are, their credits) could not be had. The use
/// cases that fail only in these ways name it as their own error.
public enum PersonLookupError: Error, Sendable, Equatable {
    /// Ids run from 1 to 2,147,483,647 (CoreDomain's `Numbering`); this one does not.
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
