import CoreDomain
import PeopleDomain
import PeopleTestSupport
import TestDoubles
import Testing

@testable import PeopleApplication

@Suite struct FetchTrendingPeopleUseCaseTests {
    let repository = MockPersonRepository()
    var useCase: any FetchTrendingPeopleUseCase { PeopleApplicationFactory(repository: repository).makeFetchTrendingPeopleUseCase() }

    @Test func asksForTheWindowAndPageAndKeepsWhatTheListWasDrawnFrom() async throws {
        let basis = TrendingBasis.recentTitles(years: [2015, 2016, 2017], titleCount: 100, minimumTitlesPerYear: 50)
        repository.answers.answer(TrendingPeoplePage(people: PersonFixtures.page(2, totalPages: 3), basis: basis))
        let trending = try await useCase.execute(window: .day, page: 2)
        #expect(trending.people.page == 2)
        #expect(trending.basis == basis)
        #expect(repository.answers.calls == [.trending(.day, page: 2)])
    }

    @Test(arguments: [0, 501])
    func rejectsAPageOutOfRangeWithoutAsking(page: Int) async {
        await #expect(throws: FetchTrendingPeopleError.page(.outOfRange(page))) { try await useCase.execute(window: .week, page: page) }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func aPagePastTheEndSaysHowManyPagesThereAre() async {
        repository.answers.answer(TrendingPeoplePage(people: PersonFixtures.page(9, totalPages: 3, ids: []), basis: .window(.week)))
        await #expect(throws: FetchTrendingPeopleError.page(.pastEnd(9, lastPage: 3))) { try await useCase.execute(window: .week, page: 9) }
    }

    @Test func aSourceThatCannotAnswerIsWordedAsTheListsFailure() async {
        repository.answers.fail(with: .source(.unavailable("no route")))
        await #expect(throws: FetchTrendingPeopleError.source(.unavailable("no route"))) {
            try await useCase.execute(window: .week, page: 1)
        }
    }
}
