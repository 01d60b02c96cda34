import Testing

@testable import EmbeddedCatalogue

/// The seed shipped with the app (derived by Scripts/derive-catalogue): it loads, and holds what
/// the README, the tests and the integrity rules rely on.
@Suite struct BundledSeedTests {
    static let store = Result { try CatalogueStore.inMemory(seed: try CatalogueSeed.bundled()) }

    @Test func holdsAtLeast4800FilmsWithTheFilmsTheREADMENames() throws {
        let store = try Self.store.get()
        #expect(try store.movies(orderedBy: .popularity, limit: 1, offset: 0).totalCount >= 4_800)
        #expect(try store.movie(id: 550)?.title == "Fight Club")
        #expect(try store.movie(id: 603)?.title == "The Matrix")
        #expect(try store.movie(id: 238)?.title == "The Godfather")
    }

    @Test func avatarCreditsSamWorthingtonAsJakeSullyWithHisID() throws {
        let credits = try #require(try Self.store.get().credits(forMovieID: 19995))
        #expect(credits.cast.first == CatalogueCastCredit(personID: 65731, name: "Sam Worthington", character: "Jake Sully", order: 0))
    }

    @Test func aFilmWithoutIDsHasItsTopBilledByName() throws {
        let credits = try #require(try Self.store.get().credits(forMovieID: 238))
        #expect(credits.cast.map(\.name).contains("Marlon Brando"))
        #expect(credits.cast.allSatisfy { $0.personID == nil })
        #expect(credits.crew.contains { $0.job == "Director" && $0.name == "Francis Ford Coppola" })
    }
}
