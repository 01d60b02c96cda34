import DataPersistence
import SearchApplication
import SearchComposition
import SearchDomain
import SearchTestSupport
import TestDoubles
import Testing

@Suite struct PopcornSearchFactoryTests {
    @Test func wiresTheHistoryThroughTheStoreAndTheProviders() async throws {
        let movies = MockMovieProvider()
        movies.answers.know(SearchFixtures.fightClub)
        let factory = PopcornSearchFactory(
            index: MockSearchIndex(), store: InMemoryDurableStore(), movies: movies, tvSeries: MockTVSeriesProvider(),
            people: MockPersonProvider(),
            now: { SearchFixtures.moment })
        try await factory.makeRecordViewUseCase().execute(ViewedItem(kind: .movie, id: 550))
        let page = try await factory.makeFetchHistoryUseCase().execute(page: 1)
        #expect(
            page.items == [HistoryItem(entry: SearchFixtures.entry(.movie, 550), recollection: .found(.movie(SearchFixtures.fightClub)))])
        try await factory.makeClearHistoryUseCase().execute()
        #expect(try await factory.makeFetchHistoryUseCase().execute(page: 1).totalResults == 0)
    }

    @Test func searchesThroughTheIndex() async throws {
        let index = MockSearchIndex()
        index.answers.answer(SearchFixtures.page(1))
        let factory = PopcornSearchFactory(
            index: index, store: InMemoryDurableStore(), movies: MockMovieProvider(), tvSeries: MockTVSeriesProvider(),
            people: MockPersonProvider())
        #expect(try await factory.makeSearchCatalogueUseCase().execute(query: "fight", kinds: [], page: 1).hits.count == 1)
    }

    @Test func looksEntriesUpThroughTheIndex() async throws {
        let index = MockSearchIndex()
        index.answers.index(.person(PersonPreview(id: 287, name: "Brad Pitt")))
        let factory = PopcornSearchFactory(
            index: index, store: InMemoryDurableStore(), movies: MockMovieProvider(), tvSeries: MockTVSeriesProvider(),
            people: MockPersonProvider())
        #expect(try await factory.makeLookUpIndexEntryUseCase().execute(.person, id: 287)?.name == "Brad Pitt")
    }
}
