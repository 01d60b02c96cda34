public import CoreDomain

/// Why a repository could not answer.
public enum PersonRepositoryError: Error, Sendable, Equatable {
    /// The source has no person with this id.
    case notFound(Person.ID)
    /// The source itself could not answer.
    case source(SourceFailure)
}
