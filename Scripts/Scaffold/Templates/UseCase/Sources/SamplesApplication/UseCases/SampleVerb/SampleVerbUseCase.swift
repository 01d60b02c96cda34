public import SamplesDomain

/// Answers with one sample entity, found by its id wherever the context's repository finds it.
public protocol SampleVerbUseCase: Sendable {
    func execute(id: SampleEntity.ID) async throws(SampleVerbError) -> SampleEntity
}
