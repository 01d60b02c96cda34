import CoreDomain
import TVSeriesDomain
import TVSeriesTestSupport
import TestDoubles
import Testing

@testable import TVSeriesApplication

@Suite struct FetchTVSeriesPreviewUseCaseTests {
    let repository = MockTVSeriesRepository()
    var useCase: any FetchTVSeriesPreviewUseCase { TVSeriesApplicationFactory(repository: repository).makeFetchTVSeriesPreviewUseCase() }

    @Test func returnsThePreviewTheRepositoryHas() async throws {
        repository.answers.answer(TVSeriesFixtures.preview())
        #expect(try await useCase.execute(id: 1399) == TVSeriesFixtures.preview())
        #expect(repository.answers.calls == [.preview(1399)])
    }

    @Test(arguments: [0, -1])
    func rejectsAnIDThatIsNotPositiveWithoutAsking(id: Int) async {
        await #expect(throws: FetchTVSeriesPreviewError.invalidID(id)) { try await useCase.execute(id: id) }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func reportsAMissingSeries() async {
        repository.answers.fail(with: .notFound(.series(42)))
        await #expect(throws: FetchTVSeriesPreviewError.notFound(42)) { try await useCase.execute(id: 42) }
    }

    @Test func reportsARejectedCredential() async {
        repository.answers.fail(with: .source(.unauthorized("token refused")))
        await #expect(throws: FetchTVSeriesPreviewError.source(.unauthorized("token refused"))) { try await useCase.execute(id: 1399) }
    }
}
