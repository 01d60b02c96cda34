public import CoreDomain

/// Why a repository could not answer.
public enum SampleEntityRepositoryError: Error, Sendable, Equatable {
    /// The source has no sample entity with this id.
    case notFound(SampleEntity.ID)
    /// The source itself could not answer.
    case source(SourceFailure)
}
