import EmbeddedCatalogueTestSupport
import GRDB
import Testing

@testable import EmbeddedCatalogue

/// The answers worked out the quick way (films like one ranked in Swift from a few of their
/// points; the known-for titles and people's popularity computed when the catalogue is built)
/// agree, on the shipped seed, with the plain SQL of their rules, which is what they answered before.
@Suite struct ReferenceQueryTests {
    @Test func similarFilmsAreThoseOfTheRuleInSQL() throws {
        let store = try BundledSeedTests.store.get()
        let ids = try store.read { db in try Int.fetchAll(db, sql: "SELECT id FROM movie WHERE credits_recorded ORDER BY id") }
        // Every 60th film with credits, films sharing no keyword nor person with any other (a genre
        // alone lists them), and a film without credits (Oppenheimer), which shares none either.
        for id in stride(from: 0, to: ids.count, by: 60).map({ ids[$0] }) + [13898, 17644, 164372, 550, 238, 872585] {
            for (limit, offset) in [(20, 0), (20, 40), (5, 3)] {
                let listed = try #require(try store.movies(similarTo: id, limit: limit, offset: offset))
                let reference = try store.read { db in try Self.similarFilms(to: id, limit: limit, offset: offset, in: db) }
                #expect(listed.movies.map(\.id) == reference.ids && listed.totalCount == reference.total, "film \(id)")
            }
        }
    }

    @Test func knownForTitlesAreThoseThatCountMostInSQL() throws {
        let store = try BundledSeedTests.store.get()
        for offset in [0, 100, 20_000, 60_000] {
            let people = try store.people(orderedByPopularity: 100, offset: offset).people
            #expect(!people.isEmpty)
            let reference = try store.read { db in
                let titles = try db.makeStatement(
                    sql: """
                        SELECT title FROM (\(Self.personPoints)) WHERE person_id = ?
                        GROUP BY kind, title_id ORDER BY SUM(points) DESC, title_id LIMIT 2
                        """)
                return try people.map { try String.fetchAll(titles, arguments: [$0.id]) }
            }
            #expect(people.map(\.knownFor) == reference, "from \(offset)")
        }
    }

    @Test func eachPersonsPopularityIsTheSumOfTheirPointsInSQL() throws {
        for store in [try CatalogueStore.inMemory(seed: TestSeeds.seed), try BundledSeedTests.store.get()] {
            let (written, summed) = try store.read { db in
                let written = try Dictionary(
                    uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT id, popularity FROM person").map { ($0[0] as Int, $0[1] as Double) }
                )
                let summed = try Dictionary(
                    uniqueKeysWithValues: Row.fetchAll(
                        db, sql: "SELECT person_id, SUM(points) FROM (\(Self.personPoints)) GROUP BY person_id"
                    ).map { ($0[0] as Int, $0[1] as Double) })
                return (written, summed)
            }
            #expect(written.values.contains { $0 > 0 })
            // Added up title by title rather than credit by credit: the same sum to the last few bits.
            let differing = written.filter { id, popularity in
                let reference = summed[id] ?? 0
                return abs(popularity - reference) > 1e-12 * max(1, abs(reference))
            }
            #expect(differing.isEmpty, "\(differing.count) people, such as \(differing.first.map { "\($0)" } ?? "")")
        }
    }

    /// `PeopleRanking`'s rule as SQL over the catalogue's rows: what each credit counts towards its
    /// person, one row a credit, with its title. The catalogue ran it once to rank people; it now
    /// works the ranking out from the records, and this is what that is checked against.
    static let personPoints = """
        SELECT movie_cast.person_id AS person_id, movie.popularity / (1 + movie_cast.position) AS points,
               'movie' AS kind, movie.id AS title_id, movie.title AS title
        FROM movie_cast JOIN movie ON movie.id = movie_cast.movie_id WHERE movie_cast.person_id IS NOT NULL
        UNION ALL
        SELECT movie_crew.person_id, movie.popularity * (CASE movie_crew.department WHEN 'Directing' THEN 1.0 ELSE 0.5 END),
               'movie', movie.id, movie.title
        FROM movie_crew JOIN movie ON movie.id = movie_crew.movie_id
        WHERE movie_crew.person_id IS NOT NULL AND (movie_crew.job = 'Director' OR movie_crew.department = 'Writing')
        UNION ALL
        SELECT series_cast.person_id, series.popularity / (1 + series_cast.position), 'tv', series.id, series.name
        FROM series_cast JOIN series ON series.id = series_cast.series_id WHERE series_cast.person_id IS NOT NULL
        UNION ALL
        SELECT series_creator.person_id, series.popularity, 'tv', series.id, series.name
        FROM series_creator JOIN series ON series.id = series_creator.series_id WHERE series_creator.person_id IS NOT NULL
        """

    /// The similar films' rule as one SQL query: the list and its length.
    private static func similarFilms(to id: Int, limit: Int, offset: Int, in db: Database) throws -> (ids: [Int], total: Int) {
        let scores = """
            WITH mine AS (
                SELECT person_id FROM movie_cast WHERE movie_id = :id AND person_id IS NOT NULL
                UNION SELECT person_id FROM movie_crew WHERE movie_id = :id AND person_id IS NOT NULL
            ),
            shared AS (
                SELECT movie_id, person_id FROM movie_cast WHERE person_id IN mine
                UNION SELECT movie_id, person_id FROM movie_crew WHERE person_id IN mine
            ),
            strong AS (
                SELECT movie_id, 1 AS point FROM movie_keyword
                WHERE keyword IN (SELECT keyword FROM movie_keyword WHERE movie_id = :id)
                UNION ALL
                SELECT movie_id, 2 FROM shared
            ),
            candidates AS MATERIALIZED (SELECT DISTINCT movie_id FROM strong WHERE movie_id != :id),
            points AS (
                SELECT movie_id, point FROM strong
                UNION ALL
                SELECT movie_id, 1 FROM movie_genre
                WHERE genre_id IN (SELECT genre_id FROM movie_genre WHERE movie_id = :id)
                  AND (movie_id IN candidates OR NOT EXISTS (SELECT 1 FROM candidates))
            ),
            score AS (SELECT movie_id, SUM(point) AS total FROM points WHERE movie_id != :id GROUP BY movie_id)
            """
        let arguments: StatementArguments = ["id": id, "limit": limit, "offset": offset]
        let ids = try Int.fetchAll(
            db,
            sql: scores + """
                 SELECT movie.id FROM score JOIN movie ON movie.id = score.movie_id
                ORDER BY score.total DESC, movie.popularity DESC, movie.id LIMIT :limit OFFSET :offset
                """,
            arguments: arguments)
        return (ids, try Int.fetchOne(db, sql: scores + " SELECT COUNT(*) FROM score", arguments: arguments) ?? 0)
    }
}
