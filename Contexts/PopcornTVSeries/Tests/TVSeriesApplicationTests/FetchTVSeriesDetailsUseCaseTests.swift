import CoreDomain
import TVSeriesDomain
import TVSeriesTestSupport
import TestDoubles
import Testing

@testable import TVSeriesApplication

@Suite struct FetchTVSeriesDetailsUseCaseTests {
    let repository = MockTVSeriesRepository()
    var useCase: any FetchTVSeriesDetailsUseCase { TVSeriesApplicationFactory(repository: repository).makeFetchTVSeriesDetailsUseCase() }

    @Test func returnsTheSeriesTheRepositoryHas() async throws {
        repository.answers.answer(TVSeriesFixtures.series())
        #expect(try await useCase.execute(id: 1399).name == "Game of Thrones")
        #expect(repository.answers.calls == [.series(1399)])
    }

    @Test(arguments: [0, -1])
    func rejectsAnIDThatIsNotPositiveWithoutAsking(id: Int) async {
        await #expect(throws: FetchTVSeriesDetailsError.invalidID(id)) { try await useCase.execute(id: id) }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func reportsAMissingSeries() async {
        repository.answers.fail(with: .notFound(.series(42)))
        await #expect(throws: FetchTVSeriesDetailsError.notFound(42)) { try await useCase.execute(id: 42) }
    }

    @Test func reportsARejectedCredential() async {
        repository.answers.fail(with: .source(.unauthorized("token refused")))
        await #expect(throws: FetchTVSeriesDetailsError.source(.unauthorized("token refused"))) { try await useCase.execute(id: 1399) }
    }
}
