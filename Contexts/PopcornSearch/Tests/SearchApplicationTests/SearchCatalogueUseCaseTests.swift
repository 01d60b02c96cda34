import CoreDomain
import SearchDomain
import SearchTestSupport
import TestDoubles
import Testing

@testable import SearchApplication

@Suite struct SearchCatalogueUseCaseTests {
    let index = MockSearchIndex()
    var useCase: any SearchCatalogueUseCase { DefaultSearchCatalogueUseCase(index: index) }

    @Test func asksTheIndexForTheFoldedWordsAmongTheKindsAskedFor() async throws {
        index.answers.answer(SearchFixtures.page(2, totalPages: 3))
        let results = try await useCase.execute(query: "Fight CLB!", kinds: [.movie], page: 2)
        #expect(results.page == 2)
        #expect(index.answers.calls == [.search(words: ["fight", "clb"], kinds: [.movie], page: 2, pageSize: 20)])
    }

    @Test func noKindMeansEveryKind() async throws {
        index.answers.answer(SearchFixtures.page(1))
        _ = try await useCase.execute(query: "pitt", kinds: [], page: 1)
        #expect(index.answers.calls == [.search(words: ["pitt"], kinds: [.movie, .tv, .person], page: 1, pageSize: 20)])
    }

    @Test(arguments: ["", "   ", "?!"])
    func refusesAQueryWithNothingToLookFor(query: String) async {
        await #expect(throws: SearchCatalogueError.emptyQuery) { try await useCase.execute(query: query, kinds: [], page: 1) }
        #expect(index.answers.calls.isEmpty)
    }

    @Test(arguments: [0, 501])
    func refusesAPageOutOfRangeWithoutAsking(page: Int) async {
        await #expect(throws: SearchCatalogueError.page(.outOfRange(page))) {
            try await useCase.execute(query: "club", kinds: [], page: page)
        }
        #expect(index.answers.calls.isEmpty)
    }

    @Test func aPagePastTheEndSaysHowManyPagesThereAre() async {
        index.answers.answer(
            SearchFixtures.page(4, totalPages: 2, hits: [SearchHit(result: .person(SearchFixtures.bradPitt), rank: .everyWord)]))
        await #expect(throws: SearchCatalogueError.page(.pastEnd(4, lastPage: 2))) {
            try await useCase.execute(query: "club", kinds: [], page: 4)
        }
    }

    @Test func aQueryThatFindsNothingIsAnEmptyPage() async throws {
        index.answers.answer(SearchResultsPage(page: 1, totalPages: 1, totalResults: 0, hits: []))
        #expect(try await useCase.execute(query: "zzzzqqq", kinds: [], page: 1).hits.isEmpty)
    }

    @Test func passesTheSourcesFailureOn() async {
        index.answers.fail(with: .unavailable("the index is locked"))
        await #expect(throws: SearchCatalogueError.source(.unavailable("the index is locked"))) {
            try await useCase.execute(query: "club", kinds: [], page: 1)
        }
    }
}
