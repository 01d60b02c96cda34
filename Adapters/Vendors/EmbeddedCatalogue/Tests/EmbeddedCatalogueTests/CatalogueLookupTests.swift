import EmbeddedCatalogueTestSupport
import Testing

@testable import EmbeddedCatalogue

@Suite struct CatalogueLookupTests {
    let store: CatalogueStore

    init() throws {
        store = try CatalogueStore.inMemory(seed: TestSeeds.seed)
    }

    @Test func findsAFilmByIDWithItsGenresInOrder() throws {
        let movie = try #require(try store.movie(id: 603))
        #expect(movie.title == "The Matrix")
        #expect(movie.releaseDate == "1999-03-30")
        #expect(movie.runtime == 136)
        #expect(movie.genres == [CatalogueGenre(id: 28, name: "Action"), CatalogueGenre(id: 878, name: "Science Fiction")])
    }

    @Test func aFilmSummaryIsItsRowAlone() throws {
        let summary = try #require(try store.movieSummary(id: 603))
        let movie = try #require(try store.movie(id: 603))
        #expect(summary.id == 603 && summary.title == "The Matrix" && summary.releaseDate == movie.releaseDate)
        #expect(summary.voteAverage == movie.voteAverage && summary.voteCount == movie.voteCount)
        #expect(summary.overview == movie.overview && summary.figuresAsOf == movie.figuresAsOf && summary.genres.isEmpty)
        #expect(try store.movieSummary(id: 99_999_999) == nil)
    }

    @Test func keepsNonASCIITitlesIntact() throws {
        let movie = try #require(try store.movie(id: 194))
        #expect(movie.title == "Amélie")
        #expect(movie.originalTitle == "Le Fabuleux Destin d'Amélie Poulain")
    }

    @Test func unknownFactsReadAsNil() throws {
        let movie = try #require(try store.movie(id: 194))
        #expect(movie.runtime == nil)
        #expect(movie.voteAverage == nil && movie.voteCount == nil)
        #expect(movie.overview == nil)
    }

    @Test func namesWithoutIDsKeepTheirNames() throws {
        let credits = try #require(try store.credits(forMovieID: 194))
        #expect(credits.cast == [CatalogueCastCredit(personID: nil, name: "Audrey Tautou", character: nil, order: 0)])
        #expect(credits.crew.first?.personID == nil)
        #expect(credits.crew.first?.name == "Jean-Pierre Jeunet")
    }

    @Test func anUnknownIDFindsNothing() throws {
        #expect(try store.movie(id: 99_999_999) == nil)
        #expect(try store.credits(forMovieID: 99_999_999) == nil)
        #expect(try store.movies(similarTo: 99_999_999, limit: 20, offset: 0) == nil)
    }

    @Test func creditsKeepBillingOrderAndEveryJob() throws {
        let credits = try #require(try store.credits(forMovieID: 550))
        #expect(credits.cast.map(\.name) == ["Edward Norton", "Brad Pitt"])
        #expect(credits.cast.map(\.order) == [0, 1])
        #expect(credits.cast[1].character == "Tyler Durden")
        #expect(credits.crew == [CatalogueCrewCredit(personID: 7467, name: "David Fincher", job: "Director", department: "Directing")])
        let matrix = try #require(try store.credits(forMovieID: 603))
        #expect(matrix.crew.map(\.personID) == [9340, 9339])
    }
}
