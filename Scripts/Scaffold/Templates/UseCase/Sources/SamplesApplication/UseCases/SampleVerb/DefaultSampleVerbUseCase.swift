import SamplesDomain

struct DefaultSampleVerbUseCase: SampleVerbUseCase {
    let repository: any SampleEntityRepository

    func execute(id: SampleEntity.ID) async throws(SampleVerbError) -> SampleEntity {
        guard SampleEntityRequestRules.isValid(id: id) else { throw .invalidID(id) }
        do {
            return try await repository.sampleEntity(withID: id)
        } catch {
            throw SampleVerbError(error)
        }
    }
}
