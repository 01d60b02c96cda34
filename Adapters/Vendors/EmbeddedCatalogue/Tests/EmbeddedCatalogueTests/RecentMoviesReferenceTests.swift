import GRDB
import Testing

@testable import EmbeddedCatalogue

/// Trending films, read down the popularity index, are on the shipped seed the films of the busy
/// years worked out the plain way: every film's year taken apart, those of the years sorted by
/// popularity.
@Suite struct RecentMoviesReferenceTests {
    @Test func thePagesAreThoseOfEveryFilmOfTheYearsSorted() throws {
        let store = try BundledSeedTests.store.get()
        let reference = try store.read { db in
            try Int.fetchAll(
                db,
                sql: """
                    SELECT id FROM movie WHERE CAST(substr(release_date, 1, 4) AS INTEGER) IN (2023, 2024, 2025)
                    ORDER BY popularity DESC, id LIMIT 100
                    """)
        }
        #expect(reference.count == 100)
        for (limit, offset) in [(20, 0), (20, 20), (20, 80), (7, 95), (20, 100), (20, 120)] {
            let list = try store.popularRecentMovies(movies: 100, yearCount: 3, minimumMoviesPerYear: 50, limit: limit, offset: offset)
            #expect(list.titles == CatalogueRecentTitles(years: [2023, 2024, 2025], titleCount: 100, minimumTitlesPerYear: 50))
            #expect(list.totalCount == 100)
            #expect(list.movies.map(\.id) == Array(reference.dropFirst(offset).prefix(limit)), "from \(offset)")
        }
        let few = try store.popularRecentMovies(movies: 5, yearCount: 3, minimumMoviesPerYear: 50, limit: 20, offset: 0)
        #expect(few.totalCount == 5 && few.movies.map(\.id) == Array(reference.prefix(5)))
    }

    @Test func aPageIsReadDownThePopularityIndexWithoutASort() throws {
        let store = try BundledSeedTests.store.get()
        let span = try #require(CatalogueStore.releaseSpan(of: [2023, 2024, 2025]))
        let plan = try store.read { db in
            try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN " + CatalogueStore.mostPopularFilms(passing: span.condition),
                arguments: span.arguments + [20, 0]
            ).map { $0["detail"] as String? ?? "" }
        }
        #expect(plan == ["SCAN movie USING INDEX movie_by_popularity"], "\(plan)")
    }
}
