public import SamplesDomain

/// A source outside the app that the repository asks for a sample entity. Adapters in
/// `Adapters/Contexts/PopcornSamplesAdapters` fill it and map their vendor's records into the context's types.
public protocol SampleEntityRemoteDataSource: Sendable {
    func sampleEntity(withID id: SampleEntity.ID) async throws(SampleEntityRemoteDataSourceError) -> SampleEntity
}
