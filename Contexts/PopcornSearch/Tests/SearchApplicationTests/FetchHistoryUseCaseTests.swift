import CoreDomain
import SearchDomain
import SearchTestSupport
import TestDoubles
import Testing

@testable import SearchApplication

@Suite struct FetchHistoryUseCaseTests {
    let history = MockViewHistory()
    let movies = MockMovieProvider()
    let tvSeries = MockTVSeriesProvider()
    let people = MockPersonProvider()
    var useCase: any FetchHistoryUseCase {
        DefaultFetchHistoryUseCase(history: history, movies: movies, tvSeries: tvSeries, people: people)
    }

    @Test func showsEachEntryWithWhatItIsTodayInTheHistorysOrder() async throws {
        let entries = [
            SearchFixtures.entry(.tv, 1399), SearchFixtures.entry(.movie, 550, minutesAgo: 5),
            SearchFixtures.entry(.person, 287, minutesAgo: 9),
        ]
        history.answers.answer(HistoryEntries(entries: entries, total: 3))
        movies.answers.know(SearchFixtures.fightClub)
        tvSeries.answers.know(SearchFixtures.gameOfThrones)
        people.answers.know(SearchFixtures.bradPitt)
        let page = try await useCase.execute(page: 1)
        #expect(
            page.items.map(\.recollection) == [
                .found(.tv(SearchFixtures.gameOfThrones)), .found(.movie(SearchFixtures.fightClub)),
                .found(.person(SearchFixtures.bradPitt)),
            ])
        #expect(page.items.map(\.entry) == entries)
        #expect((page.page, page.totalPages, page.totalResults) == (1, 1, 3))
        #expect(history.answers.calls == [.entries(offset: 0, limit: 50)])
    }

    @Test func anEntryNoLongerFoundIsShownAsSuchNotDropped() async throws {
        history.answers.answer(HistoryEntries(entries: [SearchFixtures.entry(.movie, 999_999)], total: 1))
        let page = try await useCase.execute(page: 1)
        #expect(page.items.map(\.recollection) == [.notFound])
    }

    @Test func anEntryWhoseSourceFailsSaysWhy() async throws {
        history.answers.answer(HistoryEntries(entries: [SearchFixtures.entry(.person, 287)], total: 1))
        people.answers.fail(with: .source(.unavailable("TMDb did not answer")))
        #expect(try await useCase.execute(page: 1).items.map(\.recollection) == [.unavailable("TMDb did not answer")])
    }

    @Test func asksForTheStretchOfAPage() async throws {
        history.answers.answer(HistoryEntries(entries: [], total: 145))
        let page = try await useCase.execute(page: 3)
        #expect(history.answers.calls == [.entries(offset: 100, limit: 50)])
        #expect(page.totalPages == 3)
    }

    @Test func anEmptyHistoryIsOneEmptyPage() async throws {
        history.answers.answer(HistoryEntries(entries: [], total: 0))
        let page = try await useCase.execute(page: 1)
        #expect(page.items.isEmpty && page.totalPages == 1)
    }

    @Test func aPagePastTheEndOrOutOfRangeIsRefused() async {
        history.answers.answer(HistoryEntries(entries: [], total: 51))
        await #expect(throws: FetchHistoryError.page(.pastEnd(3, lastPage: 2))) { try await useCase.execute(page: 3) }
        await #expect(throws: FetchHistoryError.page(.outOfRange(0))) { try await useCase.execute(page: 0) }
    }

    @Test func saysWhyTheHistoryCouldNotBeRead() async {
        history.answers.fail(with: .unreadable("not a Popcorn data file"))
        await #expect(throws: FetchHistoryError.history(.unreadable("not a Popcorn data file"))) { try await useCase.execute(page: 1) }
    }

    /// A history that cannot be opened is a failure, never an empty page ("Nothing opened yet").
    @Test func aHistoryThatCannotBeOpenedIsNoEmptyPage() async {
        history.answers.fail(with: .unavailable("permission denied"))
        await #expect(throws: FetchHistoryError.history(.unavailable("permission denied"))) { try await useCase.execute(page: 1) }
    }
}
