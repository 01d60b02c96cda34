import SearchApplication
import SearchComposition
import SearchDomain
import SearchTestSupport
import TestDoubles
import Testing

@Suite struct PopcornSearchFactoryTests {
    @Test func searchesThroughTheIndex() async throws {
        let index = MockSearchIndex()
        index.answers.answer(SearchFixtures.page(1))
        let factory = PopcornSearchFactory(
            index: index, movies: MockMovieProvider(), tvSeries: MockTVSeriesProvider(),
            people: MockPersonProvider())
        #expect(try await factory.makeSearchCatalogueUseCase().execute(query: "fight", kinds: [], page: 1).hits.count == 1)
    }

    @Test func looksEntriesUpThroughTheIndex() async throws {
        let index = MockSearchIndex()
        index.answers.index(.person(PersonPreview(id: 287, name: "Brad Pitt")))
        let factory = PopcornSearchFactory(
            index: index, movies: MockMovieProvider(), tvSeries: MockTVSeriesProvider(),
            people: MockPersonProvider())
        #expect(try await factory.makeLookUpIndexEntryUseCase().execute(.person, id: 287)?.name == "Brad Pitt")
    }
}
