import CoreDomain
import TVSeriesDomain
import TVSeriesTestSupport
import TestDoubles
import Testing

@testable import TVSeriesApplication

@Suite struct FetchSimilarTVSeriesUseCaseTests {
    let repository = MockTVSeriesRepository()
    var useCase: any FetchSimilarTVSeriesUseCase { TVSeriesApplicationFactory(repository: repository).makeFetchSimilarTVSeriesUseCase() }

    @Test func leavesOutTheSeriesItself() async throws {
        repository.answers.answer(TVSeriesFixtures.page(ids: [1399, 1396]))
        #expect(try await useCase.execute(seriesID: 1399, page: 1).series.map(\.id) == [1396])
        #expect(repository.answers.calls == [.similar(1399, page: 1)])
    }

    @Test func rejectsAnIDThatIsNotPositiveAndAPageOutOfRange() async {
        await #expect(throws: FetchSimilarTVSeriesError.lookup(.invalidID(0))) { try await useCase.execute(seriesID: 0, page: 1) }
        await #expect(throws: FetchSimilarTVSeriesError.page(.outOfRange(501))) { try await useCase.execute(seriesID: 1399, page: 501) }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func aPagePastTheEndSaysHowManyPagesThereAre() async {
        repository.answers.answer(TVSeriesFixtures.page(9, totalPages: 5, ids: []))
        await #expect(throws: FetchSimilarTVSeriesError.page(.pastEnd(9, lastPage: 5))) {
            try await useCase.execute(seriesID: 1399, page: 9)
        }
    }

    @Test func reportsAnUnknownSeries() async {
        repository.answers.fail(with: .notFound(.series(42)))
        await #expect(throws: FetchSimilarTVSeriesError.lookup(.notFound(42))) { try await useCase.execute(seriesID: 42, page: 1) }
    }
}
