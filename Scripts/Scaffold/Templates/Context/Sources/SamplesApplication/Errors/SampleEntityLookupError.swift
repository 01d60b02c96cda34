public import CoreDomain
public import SamplesDomain

/// Why a sample entity asked for by its id could not be had. The use cases that fail only in these
/// ways name it as their own error, through a typealias in their folder; one that can fail in more
/// ways holds it as one of its cases.
public enum SampleEntityLookupError: Error, Sendable, Equatable {
    /// Ids run from 1 to 2,147,483,647 (CoreDomain's `Numbering`); this one does not.
    case invalidID(SampleEntity.ID)
    case notFound(SampleEntity.ID)
    case source(SourceFailure)

    init(_ error: SampleEntityRepositoryError) {
        switch error {
        case .notFound(let id): self = .notFound(id)
        case .source(let failure): self = .source(failure)
        }
    }
}
