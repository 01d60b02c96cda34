public import SamplesDomain
public import SamplesInfrastructure
public import TestDoubles

/// A hand-written `SampleEntityRemoteDataSource` that records each call and answers with what the test stubbed.
public final class MockSampleEntityRemoteDataSource: SampleEntityRemoteDataSource {
    public let answers = SampleEntityStubbedAnswers<SampleEntityRemoteDataSourceError>(
        SampleEntityStubs.Answers(), unstubbed: .unreachable("not stubbed"))

    public init() {}

    public func sampleEntity(withID id: SampleEntity.ID) async throws(SampleEntityRemoteDataSourceError) -> SampleEntity {
        try answers.respond(to: .sampleEntity(id), with: \.sampleEntity)
    }
}
