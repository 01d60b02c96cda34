import EmbeddedCatalogue
import Testing

/// The seed shipped with the app: it must load, and hold the films the README and tests rely on.
@Suite struct BundledSeedTests {
    @Test func loadsAndHoldsAtLeastThirtyFilms() throws {
        let store = try CatalogueStore.inMemory(seed: try CatalogueSeed.bundled())
        let all = try store.movies(orderedBy: .popularity, limit: 1_000, offset: 0)
        #expect(all.totalCount >= 30)
        #expect(try store.movie(id: 550)?.title == "Fight Club")
        #expect(try store.movie(id: 603)?.title == "The Matrix")
    }

    @Test func everyFilmHasADirectorATopCastAndASynopsis() throws {
        let store = try CatalogueStore.inMemory(seed: try CatalogueSeed.bundled())
        for summary in try store.movies(orderedBy: .popularity, limit: 1_000, offset: 0).movies {
            let credits = try #require(try store.credits(forMovieID: summary.id))
            #expect(credits.crew.contains { $0.job == "Director" }, "\(summary.title) has no director")
            #expect(credits.cast.count >= 3, "\(summary.title) lists fewer than three actors")
            #expect(!summary.overview.isEmpty, "\(summary.title) has no synopsis")
            #expect(try store.movie(id: summary.id)?.runtime != nil, "\(summary.title) has no runtime")
        }
    }
}
