import GRDB

// The people of the catalogue's recent films: what stands for "trending" in a snapshot, which has
// no daily or weekly figures.
extension CatalogueStore {
    /// The latest `count` years that each hold at least `minimumTitles` films, oldest first: a
    /// year the sources barely reached (2017, one film) does not stand for the catalogue's present.
    public func busyFilmYears(count: Int, minimumTitles: Int) throws(CatalogueError) -> [Int] {
        try read { db in try Self.busyFilmYears(count: count, minimumTitles: minimumTitles, in: db) }
    }

    static func busyFilmYears(count: Int, minimumTitles: Int, in db: Database) throws -> [Int] {
        let years = try Int.fetchAll(
            db,
            sql: """
                SELECT CAST(substr(release_date, 1, 4) AS INTEGER) AS year FROM movie
                WHERE release_date IS NOT NULL AND length(release_date) >= 4
                GROUP BY year HAVING COUNT(*) >= ? ORDER BY year DESC LIMIT ?
                """,
            arguments: [minimumTitles, max(0, count)])
        return years.reversed()
    }

    /// The people credited on the `films` most popular films of the last `yearCount` busy years
    /// (`busyFilmYears`), ranked by those films' popularity as the popular list ranks people over
    /// every title (`personPoints`): a part counts its film's popularity divided by its billing
    /// position plus one, directing in full, writing at half. Each person is known for the two of
    /// those films that count most towards it (ties to the lower id).
    public func peopleOfPopularRecentFilms(
        films: Int, yearCount: Int, minimumFilmsPerYear: Int, limit: Int, offset: Int
    ) throws(CatalogueError) -> CatalogueRecentPeopleList {
        try read { db in
            let years = try Self.busyFilmYears(count: yearCount, minimumTitles: minimumFilmsPerYear, in: db)
            let marks = years.map { _ in "?" }.joined(separator: ", ")
            let recent =
                years.isEmpty
                ? []
                : try Self.records(
                    db,
                    sql: """
                        SELECT id, title, popularity FROM movie
                        WHERE CAST(substr(release_date, 1, 4) AS INTEGER) IN (\(marks))
                        ORDER BY popularity DESC, id LIMIT ?
                        """,
                    arguments: StatementArguments(years) + [max(0, films)]
                ) { row in
                    (
                        id: try row.decode(Int.self, atIndex: 0), title: try row.decode(String.self, atIndex: 1),
                        popularity: try row.decode(Double.self, atIndex: 2)
                    )
                }
            let titles = CatalogueRecentTitles(years: years, titleCount: recent.count, minimumTitlesPerYear: minimumFilmsPerYear)
            guard !recent.isEmpty else {
                return CatalogueRecentPeopleList(titles: titles, people: CataloguePeopleList(people: [], totalCount: 0))
            }
            let films = Dictionary(uniqueKeysWithValues: recent.map { ($0.id, $0) })
            let ids = recent.map(\.id).map(String.init).joined(separator: ", ")
            // What each film counts towards each person credited on it, a person's credits on one film added up.
            var points: [Int: [Int: Double]] = [:]
            let credits = try Self.records(
                db,
                sql: """
                    SELECT person_id, movie_id, 1.0 / (1 + position) FROM movie_cast
                    WHERE movie_id IN (\(ids)) AND person_id IS NOT NULL
                    UNION ALL
                    SELECT person_id, movie_id, CASE department WHEN 'Directing' THEN 1.0 ELSE 0.5 END FROM movie_crew
                    WHERE movie_id IN (\(ids)) AND person_id IS NOT NULL AND (job = 'Director' OR department = 'Writing')
                    """
            ) { row in
                (
                    person: try row.decode(Int.self, atIndex: 0), film: try row.decode(Int.self, atIndex: 1),
                    share: try row.decode(Double.self, atIndex: 2)
                )
            }
            for credit in credits {
                points[credit.person, default: [:]][credit.film, default: 0] += (films[credit.film]?.popularity ?? 0) * credit.share
            }
            let ranked = points.map { (person: $0.key, total: $0.value.values.reduce(0, +)) }
                .sorted { $0.total != $1.total ? $0.total > $1.total : $0.person < $1.person }
            let page = ranked.dropFirst(max(0, offset)).prefix(max(0, limit))
            let names = try Self.names(ofPeople: page.map(\.person), in: db)
            let people = page.map { entry in
                let best = (points[entry.person] ?? [:]).sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                return CataloguePersonSummary(
                    id: entry.person, name: names[entry.person] ?? "", popularity: entry.total,
                    knownFor: best.prefix(2).compactMap { films[$0.key]?.title })
            }
            return CatalogueRecentPeopleList(titles: titles, people: CataloguePeopleList(people: people, totalCount: ranked.count))
        }
    }

    private static func names(ofPeople ids: [Int], in db: Database) throws -> [Int: String] {
        guard !ids.isEmpty else { return [:] }
        let rows = try Self.records(
            db, sql: "SELECT id, name FROM person WHERE id IN (\(ids.map(String.init).joined(separator: ", ")))"
        ) { row in (try row.decode(Int.self, atIndex: 0), try row.decode(String.self, atIndex: 1)) }
        return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }
}
