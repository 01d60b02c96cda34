import GRDB
import Testing

@testable import EmbeddedCatalogue

/// Trending people worked out in SQLite, their busy years read year by year from the release-date
/// index, agree on the shipped seed with the rule worked out the plain way: every film's year taken
/// apart, the credits read into Swift and added up there, which is what they answered before.
@Suite struct RecentPeopleReferenceTests {
    @Test func theBusyYearsAreThoseOfEveryFilmsYearCounted() throws {
        let store = try BundledSeedTests.store.get()
        for (count, minimum) in [(3, 50), (3, 1), (5, 300), (1, 10_000), (0, 1)] {
            for credited in [false, true] {
                let reference = try store.read { db in
                    try Int.fetchAll(
                        db,
                        sql: """
                            SELECT CAST(substr(release_date, 1, 4) AS INTEGER) AS year FROM movie
                            WHERE release_date IS NOT NULL AND length(release_date) >= 4 AND (credits_recorded OR NOT ?)
                            GROUP BY year HAVING COUNT(*) >= ? ORDER BY year DESC LIMIT ?
                            """,
                        arguments: [credited, minimum, count]
                    ).reversed()
                }
                let years = try store.read { db in
                    try CatalogueStore.busyFilmYears(count: count, minimumTitles: minimum, credited: credited, in: db)
                }
                #expect(years == Array(reference), "\(count) years of \(minimum), credited \(credited)")
            }
        }
        #expect(try store.busyFilmYears(count: 3, minimumTitles: 50) == [2023, 2024, 2025], "the later films reach 2025")
    }

    @Test func theRankingIsThatOfTheCreditsAddedUpInSwift() throws {
        let store = try BundledSeedTests.store.get()
        let reference = try store.read { db in try Self.ranking(films: 100, years: [2014, 2015, 2016], in: db) }
        #expect(reference.count > 1_000)
        for (limit, offset) in [(20, 0), (20, 20), (20, 40), (7, 993), (20, reference.count - 5), (20, reference.count + 20)] {
            let list = try store.peopleOfPopularRecentFilms(films: 100, yearCount: 3, minimumFilmsPerYear: 50, limit: limit, offset: offset)
            #expect(list.titles == CatalogueRecentTitles(years: [2014, 2015, 2016], titleCount: 100, minimumTitlesPerYear: 50))
            #expect(list.people.totalCount == reference.count)
            let expected = Array(reference.dropFirst(offset).prefix(limit))
            #expect(list.people.people.map(\.id) == expected.map(\.id), "from \(offset)")
            #expect(list.people.people.map(\.knownFor) == expected.map(\.knownFor), "from \(offset)")
            #expect(list.people.people.map(\.name) == expected.map(\.name), "from \(offset)")
            for (person, wanted) in zip(list.people.people, expected) {
                #expect(abs(person.popularity - wanted.total) <= 1e-9 * max(1, wanted.total), "person \(person.id)")
            }
        }
    }

    /// The rule the plain way: each credit read into Swift, its film's points added up per person.
    private static func ranking(
        films: Int, years: [Int], in db: Database
    ) throws -> [(id: Int, name: String, total: Double, knownFor: [String])] {
        var popularity: [Int: Double] = [:]
        var titles: [Int: String] = [:]
        let recent = try Row.fetchAll(
            db,
            sql: """
                SELECT id, title, popularity FROM movie
                WHERE credits_recorded AND CAST(substr(release_date, 1, 4) AS INTEGER) IN (\(years.map(String.init).joined(separator: ", ")))
                ORDER BY popularity DESC, id LIMIT ?
                """,
            arguments: [films])
        for row in recent {
            popularity[row[0]] = row[2]
            titles[row[0]] = row[1]
        }
        let ids = popularity.keys.map(String.init).joined(separator: ", ")
        var points: [Int: [Int: Double]] = [:]
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT person_id, movie_id, 1.0 / (1 + position) FROM movie_cast
                WHERE movie_id IN (\(ids)) AND person_id IS NOT NULL
                UNION ALL
                SELECT person_id, movie_id, CASE department WHEN 'Directing' THEN 1.0 ELSE 0.5 END FROM movie_crew
                WHERE movie_id IN (\(ids)) AND person_id IS NOT NULL AND (job = 'Director' OR department = 'Writing')
                """)
        {
            let film: Int = row[1]
            let share: Double = row[2]
            points[row[0], default: [:]][film, default: 0] += (popularity[film] ?? 0) * share
        }
        let names = Dictionary(
            try Row.fetchAll(db, sql: "SELECT id, name FROM person").map { (row: Row) -> (Int, String) in (row[0], row[1]) },
            uniquingKeysWith: { first, _ in first })
        return points.map { person, films in
            let best = films.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            return (
                id: person, name: names[person] ?? "", total: films.values.reduce(0, +),
                knownFor: best.prefix(2).compactMap { titles[$0.key] }
            )
        }
        .sorted { $0.total != $1.total ? $0.total > $1.total : $0.id < $1.id }
    }
}
