import GRDB

// The people of the catalogue's recent films: what stands for "trending" in a snapshot, which has
// no daily or weekly figures.
extension CatalogueStore {
    /// The latest `count` years that each hold at least `minimumTitles` films, oldest first: a
    /// year the sources barely reached (2017, one film) does not stand for the catalogue's present.
    public func busyFilmYears(count: Int, minimumTitles: Int) throws(CatalogueError) -> [Int] {
        try read { db in try Self.busyFilmYears(count: count, minimumTitles: minimumTitles, in: db) }
    }

    /// Walks the years down from the latest film's through the `movie_by_release_date` index, counting
    /// one year's films at a time and only up to `minimumTitles`, so that only the first films of the
    /// years it reaches are read, never the whole table. With `credited`, only the films whose
    /// credits the catalogue holds count, through their own index.
    static func busyFilmYears(count: Int, minimumTitles: Int, credited: Bool = false, in db: Database) throws -> [Int] {
        let films = credited ? "movie INDEXED BY credited_movie_by_release_date WHERE credits_recorded AND" : "movie WHERE"
        guard count > 0,
            let bounds = try Row.fetchOne(
                db,
                sql: """
                    SELECT (SELECT min(release_date) FROM \(films) release_date >= '0000'),
                        (SELECT max(release_date) FROM \(films) release_date >= '0000')
                    """),
            let first: String = bounds[0], let last: String = bounds[1],
            let earliest = Int(first.prefix(4)), let latest = Int(last.prefix(4))
        else { return [] }
        let counting = try db.cachedStatement(
            sql:
                "SELECT COUNT(*) FROM (SELECT 1 FROM \(films) release_date >= ? AND release_date < ? AND length(release_date) >= 4 LIMIT ?)"
        )
        var years: [Int] = []
        var year = latest
        while year >= earliest, years.count < count {
            let (start, end) = yearBounds(year)
            if try Int.fetchOne(counting, arguments: [start, end, minimumTitles]) ?? 0 >= minimumTitles { years.append(year) }
            year -= 1
        }
        return years.reversed()
    }

    /// The release dates of one year as a half-open range of text, `"1999"` up to `"2000"`: every
    /// date that year starts with its four digits, so the range reads the dates' index in order.
    static func yearBounds(_ year: Int) -> (start: String, end: String) {
        (fourDigits(year), fourDigits(year + 1))
    }

    private static func fourDigits(_ year: Int) -> String {
        let digits = String(year)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The people credited on the `films` most popular films of the last `yearCount` busy years
    /// (`busyFilmYears`), counting only the films whose credits the catalogue holds, ranked by those films' popularity as the popular list ranks people over
    /// every title (`PeopleRanking`): a part counts its film's popularity divided by its billing
    /// position plus one, directing in full, writing at half. Each person is known for the two of
    /// those films that count most towards it (ties to the lower id).
    public func peopleOfPopularRecentFilms(
        films: Int, yearCount: Int, minimumFilmsPerYear: Int, limit: Int, offset: Int
    ) throws(CatalogueError) -> CatalogueRecentPeopleList {
        try read { db in
            let years = try Self.busyFilmYears(count: yearCount, minimumTitles: minimumFilmsPerYear, credited: true, in: db)
            let recent = try Self.popularFilms(of: years, count: films, in: db)
            let titles = CatalogueRecentTitles(years: years, titleCount: recent.count, minimumTitlesPerYear: minimumFilmsPerYear)
            guard !recent.isEmpty else {
                return CatalogueRecentPeopleList(titles: titles, people: CataloguePeopleList(people: [], totalCount: 0))
            }
            // The films are looked up in the list of a hundred itself: the first dictionary of its kind in
            // the process cost more to set up (its key's conformances looked up) than every look-up here.
            func popularity(of id: Int) -> Double? { recent.first { $0.id == id }?.popularity }
            func title(of id: Int) -> String? { recent.first { $0.id == id }?.title }
            // Each credit's points: its film's popularity times the credit's share (`CreditShares`,
            // worked out when the catalogue was built), added up film by film, every cast first,
            // then every film's directing and writing credits.
            var tally = RecentPeopleTally(expectedCredits: recent.count * 64)
            var crews: [(film: Int, popularity: Double, shares: [UInt8])] = []
            crews.reserveCapacity(recent.count)
            let shares = try CatalogueRowScan(db, sql: Self.creditShares(ofFilms: recent.map(\.id)))
            while try shares.next() {
                let id = shares.int(0)
                guard let popularity = popularity(of: id) else { continue }
                shares.withBytes(1) { bytes in
                    CreditShares.forEach(in: bytes) { person, share in tally.add(person: person, film: id, points: popularity * share) }
                }
                crews.append((film: id, popularity: popularity, shares: shares.withBytes(2) { Array($0) }))
            }
            for crew in crews {
                crew.shares.withUnsafeBytes { bytes in
                    CreditShares.forEach(in: bytes) { person, share in
                        tally.add(person: person, film: crew.film, points: crew.popularity * share)
                    }
                }
            }
            let page = tally.ranked(limit: max(0, limit), offset: max(0, offset))
            let names = try Self.names(ofPeople: page.map(\.person), in: db)
            let people = page.map { entry in
                CataloguePersonSummary(
                    id: entry.person, name: names.first { $0.id == entry.person }?.name ?? "", popularity: entry.total,
                    knownFor: tally.bestFilms(of: entry.person, count: 2).compactMap(title(of:)))
            }
            return CatalogueRecentPeopleList(titles: titles, people: CataloguePeopleList(people: people, totalCount: tally.personCount))
        }
    }

    /// The shares of the credits of the films `ids` (`movie_credit_shares`), film by film.
    static func creditShares(ofFilms ids: [Int]) -> String {
        """
        SELECT movie_id, cast_shares, crew_shares FROM movie_credit_shares
        WHERE movie_id IN (\(ids.map(String.init).joined(separator: ", "))) ORDER BY movie_id
        """
    }

    /// The names of the people `ids` (a page of them), each with its person's id.
    private static func names(ofPeople ids: [Int], in db: Database) throws -> [(id: Int, name: String)] {
        guard !ids.isEmpty else { return [] }
        return try Self.records(
            db, sql: "SELECT id, name FROM person WHERE id IN (\(ids.map(String.init).joined(separator: ", ")))"
        ) { row in (id: try row.decode(Int.self, atIndex: 0), name: try row.decode(String.self, atIndex: 1)) }
    }

    /// The `count` most popular films released in `years` whose credits the catalogue holds (most
    /// popular first, ties to the lower id), read down their popularity index until enough of them are
    /// found: the popular films are mostly recent, so the walk stops after a few hundred films (every
    /// film's date taken apart and the matches sorted cost twice as much). The index holds each
    /// film's id after its popularity, in the order wanted, and then its release date, so only the
    /// films found are read from the table.
    private static func popularFilms(
        of years: [Int], count: Int, in db: Database
    ) throws -> [(id: Int, title: String, popularity: Double)] {
        guard !years.isEmpty else { return [] }
        let ranges = years.map { _ in "(release_date >= ? AND release_date < ?)" }.joined(separator: " OR ")
        let bounds = years.flatMap { year -> [String] in
            let (start, end) = yearBounds(year)
            return [start, end]
        }
        return try records(
            db,
            sql: """
                SELECT id, title, popularity FROM movie INDEXED BY credited_movie_by_popularity
                WHERE credits_recorded AND (\(ranges)) AND length(release_date) >= 4
                ORDER BY popularity DESC, id LIMIT ?
                """,
            arguments: StatementArguments(bounds) + [max(0, count)]
        ) { row in
            (
                id: try row.decode(Int.self, atIndex: 0), title: try row.decode(String.self, atIndex: 1),
                popularity: try row.decode(Double.self, atIndex: 2)
            )
        }
    }
}
