import EmbeddedCatalogueTestSupport
import GRDB
import Testing

@testable import EmbeddedCatalogue

@Suite struct CatalogueDiscoveryTests {
    let store: CatalogueStore

    init() throws {
        store = try CatalogueStore.inMemory(seed: TestSeeds.seed)
    }

    func ids(_ discovery: CatalogueMovieDiscovery) throws -> [Int] {
        try store.movies(discovering: discovery, limit: 20, offset: 0).movies.map(\.id)
    }

    @Test func withNoFilterListsEveryFilmMostPopularFirstWithItsGenres() throws {
        let list = try store.movies(discovering: CatalogueMovieDiscovery(), limit: 2, offset: 0)
        #expect(list.movies.map(\.id) == [603, 807])
        #expect(list.totalCount == 4)
        #expect(list.movies[0].genres.map(\.name) == ["Action", "Science Fiction"])
        #expect(list.movies[1].genres.map(\.name) == ["Crime", "Mystery", "Thriller"])
    }

    @Test func aSpanOfYearsIsFilteredByVotesInTheIndexWithoutReadingTheFilms() throws {
        let discovery = CatalogueMovieDiscovery(
            genreIDs: [18], releasedFrom: "1990-01-01", releasedThrough: "1999-12-31", minimumVoteCount: 200)
        let plan = try store.read { db in
            let (conditions, arguments) = try CatalogueStore.conditions(of: discovery, in: db)
            return try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN SELECT COUNT(*) FROM movie WHERE " + conditions.joined(separator: " AND "),
                arguments: arguments
            ).map { $0["detail"] as String? ?? "" }
        }
        #expect(plan.contains { $0.hasPrefix("SEARCH movie USING COVERING INDEX movie_discovery_by_release_date") }, "\(plan)")
    }

    @Test func genresAllOrAny() throws {
        #expect(try ids(CatalogueMovieDiscovery(genreIDs: [28, 878])) == [603])
        #expect(try ids(CatalogueMovieDiscovery(genreIDs: [28, 18])) == [])
        #expect(try ids(CatalogueMovieDiscovery(genreIDs: [28, 18], anyGenre: true)) == [603, 550])
    }

    @Test func yearsRatingVotesRuntimeAndLanguage() throws {
        #expect(try ids(CatalogueMovieDiscovery(releasedFrom: "1999-01-01", releasedThrough: "1999-12-31")) == [603, 550])
        #expect(try ids(CatalogueMovieDiscovery(minimumVoteAverage: 8.1)) == [807, 550])
        #expect(try ids(CatalogueMovieDiscovery(minimumVoteCount: 9000)) == [550])
        #expect(try ids(CatalogueMovieDiscovery(minimumRuntime: 130, maximumRuntime: 137)) == [603])
        #expect(try ids(CatalogueMovieDiscovery(originalLanguage: "FR")) == [194])
    }

    @Test func aKeywordOfThatNameElseEveryKeywordHoldingTheWord() throws {
        #expect(try ids(CatalogueMovieDiscovery(keywords: ["dual identity"])) == [603, 550])
        #expect(try ids(CatalogueMovieDiscovery(keywords: ["identity", "insomnia"])) == [550])
        #expect(try ids(CatalogueMovieDiscovery(keywords: ["ident%"])) == [])
    }

    @Test func ordersAndTheirReverse() throws {
        #expect(try ids(CatalogueMovieDiscovery(order: .rating)) == [550, 807, 603, 194], "no votes last")
        #expect(try ids(CatalogueMovieDiscovery(order: .rating, reversed: true)) == [603, 807, 550, 194])
        #expect(try ids(CatalogueMovieDiscovery(order: .releaseDate)) == [194, 550, 603, 807])
        #expect(try ids(CatalogueMovieDiscovery(order: .title)) == [194, 550, 807, 603])
        #expect(try ids(CatalogueMovieDiscovery(order: .title, reversed: true)) == [603, 807, 550, 194])
        #expect(try ids(CatalogueMovieDiscovery(order: .popularity, reversed: true)) == [194, 550, 807, 603])
    }

    @Test func genresCountTheirFilmsByName() throws {
        let genres = try store.movieGenres()
        #expect(genres.map(\.genre.name) == ["Action", "Comedy", "Crime", "Drama", "Mystery", "Romance", "Science Fiction", "Thriller"])
        #expect(genres.first { $0.genre.id == 18 }?.count == 1)
    }

    @Test func genreNamesAreTheCountedGenresWithoutTheirCounts() throws {
        #expect(try store.movieGenreNames() == store.movieGenres().map(\.genre))
    }
}
