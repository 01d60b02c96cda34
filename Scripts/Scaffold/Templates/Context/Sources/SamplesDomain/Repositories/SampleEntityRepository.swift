/// Where the Sample items context gets each sample entity. Callers never learn whether an answer
/// came from a cache or from the source behind it.
public protocol SampleEntityRepository: Sendable {
    func sampleEntity(withID id: SampleEntity.ID) async throws(SampleEntityRepositoryError) -> SampleEntity
}
