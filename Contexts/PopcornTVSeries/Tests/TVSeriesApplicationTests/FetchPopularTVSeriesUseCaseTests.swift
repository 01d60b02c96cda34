import CoreDomain
import TVSeriesDomain
import TVSeriesTestSupport
import TestDoubles
import Testing

@testable import TVSeriesApplication

@Suite struct FetchPopularTVSeriesUseCaseTests {
    let repository = MockTVSeriesRepository()
    var useCase: any FetchPopularTVSeriesUseCase { TVSeriesApplicationFactory(repository: repository).makeFetchPopularTVSeriesUseCase() }

    @Test func asksForTheRequestedPage() async throws {
        repository.answers.answer(TVSeriesFixtures.page(2, totalPages: 5))
        #expect(try await useCase.execute(page: 2).page == 2)
        #expect(repository.answers.calls == [.popular(page: 2)])
    }

    @Test(arguments: [0, -3, 501])
    func rejectsAPageOutOfRangeWithoutAsking(page: Int) async {
        await #expect(throws: FetchPopularTVSeriesError.page(.outOfRange(page))) { try await useCase.execute(page: page) }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func aPagePastTheEndSaysHowManyPagesThereAre() async {
        repository.answers.answer(TVSeriesFixtures.page(9, totalPages: 5, ids: []))
        await #expect(throws: FetchPopularTVSeriesError.page(.pastEnd(9, lastPage: 5))) { try await useCase.execute(page: 9) }
    }

    @Test func reportsTheSourcesFailure() async {
        repository.answers.fail(with: .source(.unavailable("down")))
        await #expect(throws: FetchPopularTVSeriesError.source(.unavailable("down"))) { try await useCase.execute(page: 1) }
    }
}
