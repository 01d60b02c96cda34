import CoreDomain
import SamplesDomain
import SamplesTestSupport
import TestDoubles
import Testing

@testable import SamplesApplication

@Suite struct SampleVerbUseCaseTests {
    let repository = MockSampleEntityRepository()
    var useCase: any SampleVerbUseCase { SamplesApplicationFactory(repository: repository).makeSampleVerbUseCase() }

    @Test func answersWithTheRepositorysValue() async throws {
        repository.answers.answer(SampleEntityFixtures.sampleEntity(id: 4))
        #expect(try await useCase.execute(id: 4) == SampleEntityFixtures.sampleEntity(id: 4))
        #expect(repository.answers.calls == [.sampleEntity(4)])
    }

    @Test(arguments: [0, -1])
    func rejectsAnIDOutOfRangeWithoutAsking(id: Int) async {
        await #expect(throws: SampleVerbError.invalidID(id)) { try await useCase.execute(id: id) }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func reportsAMissingSampleEntity() async {
        repository.answers.fail(with: .notFound(4))
        await #expect(throws: SampleVerbError.notFound(4)) { try await useCase.execute(id: 4) }
    }

    @Test func reportsTheSourcesFailure() async {
        repository.answers.fail(with: .source(.unauthorized("token refused")))
        await #expect(throws: SampleVerbError.source(.unauthorized("token refused"))) { try await useCase.execute(id: 4) }
    }
}
