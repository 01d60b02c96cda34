public import CoreDomain
public import SamplesDomain

/// Why `SampleVerbUseCase` could not answer: only what it can fail with.
public enum SampleVerbError: Error, Sendable, Equatable {
    /// Ids are positive; this one is not.
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
