import GRDB

// Series found by genre, years, rating, votes and language; and the genres series are filed under.
extension CatalogueStore {
    /// A page of the series `discovery` asks for, each with its genres, and how many there are in all.
    public func series(discovering discovery: CatalogueSeriesDiscovery, limit: Int, offset: Int) throws(CatalogueError)
        -> CatalogueDiscoveredSeriesList
    {
        var conditions: [String] = []
        var arguments: StatementArguments = []
        let groups = discovery.genreGroups.filter { !$0.isEmpty }
        func holding(_ ids: [Int]) -> String {
            arguments += StatementArguments(ids)
            let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
            // The series of a genre, read from series_genre_by_genre: only those series are looked up.
            return "series.id IN (SELECT series_genre.series_id FROM series_genre WHERE series_genre.genre_id IN (\(marks)))"
        }
        if discovery.matchesEveryGroup {
            conditions += groups.map(holding)
        } else if !groups.isEmpty {
            conditions.append(holding(Array(Set(groups.joined())).sorted()))
        }
        if let earliest = discovery.earliestYear {
            conditions.append("series.first_air_date >= ?")
            arguments += [Self.firstDay(of: earliest)]
        }
        if let latest = discovery.latestYear {
            conditions.append("series.first_air_date < ?")
            arguments += [Self.firstDay(of: latest + 1)]
        }
        if let average = discovery.minimumAverage {
            conditions.append("series.vote_average >= ?")
            arguments += [average]
        }
        if let votes = discovery.minimumVotes {
            conditions.append("series.vote_count >= ?")
            arguments += [votes]
        }
        if let language = discovery.originalLanguage {
            conditions.append("series.original_language = ?")
            arguments += [language]
        }
        let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        let ordering = Self.ordering(discovery.order, reversed: discovery.isReversed)
        return try read { db in
            var total = 0
            let summaries = try Self.records(
                db,
                sql: "SELECT \(Self.seriesSummaryColumns), COUNT(*) OVER () FROM series \(filter) ORDER BY \(ordering) LIMIT ? OFFSET ?",
                arguments: arguments + [max(0, limit), max(0, offset)]
            ) { row in
                total = try row.decode(Int.self, atIndex: 7)
                return try Self.seriesSummary(row)
            }
            if summaries.isEmpty, offset > 0 {
                total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM series \(filter)", arguments: arguments) ?? 0
            }
            let genres = try Self.genres(ofSeries: summaries.map(\.id), in: db)
            return CatalogueDiscoveredSeriesList(
                series: summaries.map { CatalogueDiscoveredSeries(summary: $0, genres: genres[$0.id] ?? []) }, totalCount: total)
        }
    }

    /// Every genre at least one series is filed under, with the number of series in it (counted
    /// when the catalogue is built, `genre_count`), by name.
    public func seriesGenres() throws(CatalogueError) -> [CatalogueSeriesGenreCount] {
        try read { db in
            try Self.records(
                db,
                sql: """
                    SELECT genre.id, genre.name, genre_count.series_count FROM genre JOIN genre_count ON genre_count.genre_id = genre.id
                    WHERE genre_count.series_count > 0 ORDER BY genre.name
                    """
            ) { row in
                CatalogueSeriesGenreCount(
                    genre: CatalogueGenre(id: try row.decode(atIndex: 0), name: try row.decode(atIndex: 1)),
                    seriesCount: try row.decode(atIndex: 2))
            }
        }
    }

    /// How many series hold at least one of `genreIDs`.
    public func seriesCount(holdingAnyOf genreIDs: [Int]) throws(CatalogueError) -> Int {
        guard !genreIDs.isEmpty else { return 0 }
        let marks = Array(repeating: "?", count: genreIDs.count).joined(separator: ", ")
        return try read { db in
            try Int.fetchOne(
                db, sql: "SELECT COUNT(DISTINCT series_id) FROM series_genre WHERE genre_id IN (\(marks))",
                arguments: StatementArguments(genreIDs)) ?? 0
        }
    }

    /// Every genre of the catalogue, films' and series' alike.
    public func allGenres() throws(CatalogueError) -> [CatalogueGenre] {
        try read { db in
            try Self.records(db, sql: "SELECT id, name FROM genre ORDER BY id") { row in
                CatalogueGenre(id: try row.decode(atIndex: 0), name: try row.decode(atIndex: 1))
            }
        }
    }

    static func genres(ofSeries ids: [Int], in db: Database) throws -> [Int: [CatalogueGenre]] {
        guard !ids.isEmpty else { return [:] }
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
        var genres: [Int: [CatalogueGenre]] = [:]
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT series_genre.series_id, genre.id, genre.name FROM series_genre JOIN genre ON genre.id = series_genre.genre_id
                WHERE series_genre.series_id IN (\(marks)) ORDER BY series_genre.series_id, series_genre.position
                """,
            arguments: StatementArguments(ids))
        while let row = try rows.next() {
            genres[try row.decode(Int.self, atIndex: 0), default: []].append(
                CatalogueGenre(id: try row.decode(atIndex: 1), name: try row.decode(atIndex: 2)))
        }
        return genres
    }

    /// The order's columns; unknown dates and ratings go last either way round, and ties to the lower id.
    private static func ordering(_ order: CatalogueSeriesDiscoveryOrder, reversed: Bool) -> String {
        let (down, up) = reversed ? ("ASC", "DESC") : ("DESC", "ASC")
        return switch order {
        case .popularity: "series.popularity \(down), series.id \(up)"
        case .rating:
            "series.vote_average IS NULL, series.vote_average \(down), series.vote_count \(down), series.id \(up)"
        case .firstAirDate: "series.first_air_date IS NULL, series.first_air_date \(down), series.id \(up)"
        case .name: "series.name COLLATE NOCASE \(up), series.id \(up)"
        }
    }

    private static func firstDay(of year: Int) -> String {
        let digits = String(year)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "-01-01"
    }
}
