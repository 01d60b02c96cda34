import CoreDomain
public import SamplesDomain
public import TestDoubles

/// A hand-written `SampleEntityRepository` that records each call and answers with what the test stubbed.
public final class MockSampleEntityRepository: SampleEntityRepository {
    public let answers = SampleEntityStubbedAnswers<SampleEntityRepositoryError>(
        SampleEntityStubs.Answers(), unstubbed: .source(.unavailable("not stubbed")))

    public init() {}

    public func sampleEntity(withID id: SampleEntity.ID) async throws(SampleEntityRepositoryError) -> SampleEntity {
        try answers.respond(to: .sampleEntity(id), with: \.sampleEntity)
    }
}
