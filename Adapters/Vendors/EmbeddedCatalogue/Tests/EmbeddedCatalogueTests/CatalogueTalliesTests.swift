import EmbeddedCatalogueTestSupport
import Foundation
import GRDB
import Testing

@testable import EmbeddedCatalogue

/// The figures written when the catalogue is built (`CatalogueTallies`, `CreditShares`) agree with
/// what they stand for, worked out from the rows the plain way: on the test seed (with a later film,
/// so that both files count), and on the shipped one.
@Suite struct CatalogueTalliesTests {
    @Test func eachGenreCountsItsFilmsAndSeries() throws {
        let store = try CatalogueStore.inMemory(seed: TestSeeds.withLaterFilm())
        let counts = try Self.genreCounts(in: store)
        // Drama: Fight Club and Challengers, and both series; Romance: Amélie and Challengers;
        // Science Fiction: The Matrix and Test Pattern; Mystery: Se7en alone.
        #expect(counts.tallied == counts.counted)
        #expect(counts.tallied[18] == [2, 2])
        #expect(counts.tallied[10749] == [2, 0])
        #expect(counts.tallied[878] == [1, 1])
        #expect(counts.tallied[9648] == [1, 0])
        #expect(counts.tallied.count == 8, "every genre, those without a title too")
    }

    @Test func theGenreListsReadTheCounts() throws {
        let store = try CatalogueStore.inMemory(seed: TestSeeds.withLaterFilm())
        let films = try store.movieGenres()
        #expect(films.map(\.genre.name) == ["Action", "Comedy", "Crime", "Drama", "Mystery", "Romance", "Science Fiction", "Thriller"])
        #expect(films.first { $0.genre.name == "Drama" }?.count == 2)
        #expect(try store.movieGenreNames() == films.map(\.genre))
        let series = try store.seriesGenres()
        #expect(series.map(\.genre.name) == ["Drama", "Science Fiction"], "only the genres a series is filed under")
        #expect(series.map(\.seriesCount) == [2, 1])
    }

    @Test func theShippedSeedsGenreCountsAreItsTitlesCounted() throws {
        let store = try BundledSeedTests.store.get()
        let counts = try Self.genreCounts(in: store)
        #expect(counts.tallied == counts.counted)
        #expect((counts.tallied[18]?.first ?? 0) > 30_000, "Drama holds a third of the films")
    }

    @Test func eachCreditsShareIsThatOfThePopularityRuleInTheOrderTheCreditsWereRead() throws {
        for store in [try CatalogueStore.inMemory(seed: TestSeeds.seed), try BundledSeedTests.store.get()] {
            let (packed, read) = try store.read { db in
                var cast: [[Double]] = []
                var crew: [[Double]] = []
                for row in try Row.fetchAll(db, sql: "SELECT movie_id, cast_shares, crew_shares FROM movie_credit_shares ORDER BY movie_id")
                {
                    let film: Int = row[0]
                    let castBytes: [UInt8] = Array(row[1] as Data)
                    let crewBytes: [UInt8] = Array(row[2] as Data)
                    castBytes.withUnsafeBytes { bytes in
                        CreditShares.forEach(in: bytes) { person, share in cast.append([Double(person), Double(film), share]) }
                    }
                    crewBytes.withUnsafeBytes { bytes in
                        CreditShares.forEach(in: bytes) { person, share in crew.append([Double(person), Double(film), share]) }
                    }
                }
                // What trending people read from the credits before: every film's cast, then every
                // film's directing and writing credits in the order of their partial index.
                let credits =
                    try Row.fetchAll(
                        db,
                        sql: """
                            SELECT person_id, movie_id, 1.0 / (1 + position) FROM movie_cast
                            WHERE person_id IS NOT NULL AND movie_id IN (SELECT id FROM movie WHERE credits_recorded)
                            ORDER BY movie_id, position
                            """
                    )
                    + Row.fetchAll(
                        db,
                        sql: """
                            SELECT person_id, movie_id, CASE department WHEN 'Directing' THEN 1.0 ELSE 0.5 END FROM movie_crew
                            WHERE person_id IS NOT NULL AND (job = 'Director' OR department = 'Writing')
                                AND movie_id IN (SELECT id FROM movie WHERE credits_recorded)
                            ORDER BY movie_id, person_id, department, position
                            """)
                return (cast + crew, credits.map { [Double($0[0] as Int), Double($0[1] as Int), $0[2] as Double] })
            }
            #expect(packed.count == read.count)
            #expect(packed == read)
        }
        let fixture = try CatalogueStore.inMemory(seed: TestSeeds.seed)
        let fightClub = try fixture.read { db in
            try Row.fetchOne(db, sql: "SELECT cast_shares, crew_shares FROM movie_credit_shares WHERE movie_id = 550")
        }
        var shares: [[Double]] = []
        for column in [0, 1] {
            let bytes = Array((fightClub?[column] as Data?) ?? Data())
            bytes.withUnsafeBytes { CreditShares.forEach(in: $0) { person, share in shares.append([Double(person), share]) } }
        }
        // Fight Club: Edward Norton billed first, Brad Pitt second; David Fincher directing.
        #expect(shares == [[819, 1], [287, 0.5], [7467, 1]])
    }

    @Test func aCrewIsOrderedByPersonThenDepartmentThenPosition() {
        let crew = [
            SeedCrewCredit(personId: 9, name: "B", job: "Screenplay", department: "Writing"),
            SeedCrewCredit(personId: 9, name: "B", job: "Director", department: "Directing"),
            SeedCrewCredit(personId: 3, name: "A", job: "Director", department: "Directing"),
            SeedCrewCredit(personId: 3, name: "A", job: "Director", department: nil),
            SeedCrewCredit(personId: nil, name: "C", job: "Director", department: "Directing"),
            SeedCrewCredit(personId: 5, name: "D", job: "Editor", department: "Editing"),
            SeedCrewCredit(personId: 9, name: "B", job: "Story", department: "Writing"),
        ]
        var read: [[Double]] = []
        CreditShares.ofCrew(crew).withUnsafeBytes {
            CreditShares.forEach(in: $0) { person, share in read.append([Double(person), share]) }
        }
        // Person 3 before person 9; person 3's credit without a department first (a director at half,
        // not in Directing); person 9's directing before the writing billed before it, then the two
        // writing credits by position. Neither the uncredited director nor the editor counts.
        #expect(read == [[3, 0.5], [3, 1], [9, 1], [9, 0.5], [9, 0.5]])
    }

    @Test func theCreditsOfTheRecentFilmsAreReadInTheOrderOfTheKeyWithoutASort() throws {
        let store = try CatalogueStore.inMemory(seed: TestSeeds.seed)
        let plan = try store.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + CatalogueStore.creditShares(ofFilms: [603, 550])).map {
                $0["detail"] as String? ?? ""
            }
        }
        #expect(plan == ["SEARCH movie_credit_shares USING INTEGER PRIMARY KEY (rowid=?)"], "\(plan)")
    }

    /// Each genre's films and series ([films, series]) as `genre_count` holds them, and as the link
    /// tables count them.
    private static func genreCounts(
        in store: CatalogueStore
    ) throws -> (tallied: [Int: [Int]], counted: [Int: [Int]]) {
        try store.read { db in
            let tallied = try Row.fetchAll(db, sql: "SELECT genre_id, movie_count, series_count FROM genre_count")
            let counted = try Row.fetchAll(
                db,
                sql: """
                    SELECT genre.id, (SELECT COUNT(DISTINCT movie_id) FROM movie_genre WHERE genre_id = genre.id),
                        (SELECT COUNT(DISTINCT series_id) FROM series_genre WHERE genre_id = genre.id)
                    FROM genre
                    """)
            func byGenre(_ rows: [Row]) -> [Int: [Int]] {
                Dictionary(uniqueKeysWithValues: rows.map { ($0[0], [$0[1], $0[2]]) })
            }
            return (byGenre(tallied), byGenre(counted))
        }
    }
}
