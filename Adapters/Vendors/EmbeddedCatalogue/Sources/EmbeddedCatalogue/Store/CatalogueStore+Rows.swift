import GRDB

// How rows read as records: one decoder a kind of row, shared by every question that reads it.
extension CatalogueStore {
    /// The rows of a query, each read by `read` while the statement stands on it: a row read in
    /// place costs a fraction of one copied first, as `Row.fetchAll` does.
    static func records<Record>(
        _ db: Database, sql: String, arguments: StatementArguments = [], reading read: (Row) throws -> Record
    ) throws -> [Record] {
        let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
        var records: [Record] = []
        while let row = try rows.next() { records.append(try read(row)) }
        return records
    }

    static let movieSummaryColumns =
        "movie.id, movie.title, movie.release_date, movie.vote_average, movie.vote_count, movie.overview, movie.figures_as_of"

    /// A row of `movieSummaryColumns`, read by position (a column found by name is looked up again on every row).
    static func movieSummary(_ row: Row) throws -> CatalogueMovieSummary {
        CatalogueMovieSummary(
            id: try row.decode(atIndex: 0),
            title: try row.decode(atIndex: 1),
            releaseDate: try row.decode(atIndex: 2),
            voteAverage: try row.decode(atIndex: 3),
            voteCount: try row.decode(atIndex: 4),
            overview: try row.decode(atIndex: 5),
            figuresAsOf: try row.decode(atIndex: 6)
        )
    }

    static let seriesSummaryColumns =
        "series.id, series.name, series.first_air_date, series.vote_average, series.vote_count, series.overview, series.figures_as_of"

    /// A row of `seriesSummaryColumns`, read by position.
    static func seriesSummary(_ row: Row) throws -> CatalogueSeriesSummary {
        CatalogueSeriesSummary(
            id: try row.decode(atIndex: 0), name: try row.decode(atIndex: 1), firstAirDate: try row.decode(atIndex: 2),
            voteAverage: try row.decode(atIndex: 3), voteCount: try row.decode(atIndex: 4), overview: try row.decode(atIndex: 5),
            figuresAsOf: try row.decode(atIndex: 6))
    }

    /// A season's columns, and the air date of its last episode held that had aired when it was
    /// recorded (an episode's date counts when it is not past its record's month or year).
    static let seasonColumns = """
        season.*, (SELECT max(episode.air_date) FROM episode
                   WHERE episode.series_id = season.series_id AND episode.season_number = season.season_number
                     AND (episode.figures_as_of IS NULL
                          OR substr(episode.air_date, 1, length(episode.figures_as_of)) <= episode.figures_as_of)) AS last_air_date
        """

    /// A row of `seasonColumns`.
    static func seasonSummary(_ row: Row) throws -> CatalogueSeasonSummary {
        CatalogueSeasonSummary(
            seasonNumber: try row.decode(forColumn: "season_number"), name: try row.decode(forColumn: "name"),
            airDate: try row.decode(forColumn: "air_date"), episodeCount: try row.decode(forColumn: "episode_count"),
            figuresAsOf: try row.decode(forColumn: "figures_as_of"), lastAirDate: try row.decode(forColumn: "last_air_date"))
    }

    static func episodeSummary(_ row: Row) throws -> CatalogueEpisodeSummary {
        CatalogueEpisodeSummary(
            episodeNumber: try row.decode(forColumn: "episode_number"), name: try row.decode(forColumn: "name"),
            airDate: try row.decode(forColumn: "air_date"), voteAverage: try row.decode(forColumn: "vote_average"),
            voteCount: try row.decode(forColumn: "vote_count"), figuresAsOf: try row.decode(forColumn: "figures_as_of"))
    }

    static let castCreditColumns = "person_id, name, character, position"

    /// `castCreditColumns`, read by position from column `first` on.
    static func castCredit(_ row: Row, from first: Int = 0) throws -> CatalogueCastCredit {
        CatalogueCastCredit(
            personID: try row.decode(atIndex: first), name: try row.decode(atIndex: first + 1),
            character: try row.decode(atIndex: first + 2), order: try row.decode(atIndex: first + 3))
    }

    static let crewCreditColumns = "person_id, name, job, department"

    /// `crewCreditColumns`, read by position from column `first` on.
    static func crewCredit(_ row: Row, from first: Int = 0) throws -> CatalogueCrewCredit {
        CatalogueCrewCredit(
            personID: try row.decode(atIndex: first), name: try row.decode(atIndex: first + 1), job: try row.decode(atIndex: first + 2),
            department: try row.decode(atIndex: first + 3))
    }

    /// The genres of one film or series, in the source's order: `table` is `movie` or `series`.
    static func genres(of table: String, id: Int, in db: Database) throws -> [CatalogueGenre] {
        try Self.cachedRecords(
            db,
            sql: """
                SELECT genre.id, genre.name FROM \(table)_genre JOIN genre ON genre.id = \(table)_genre.genre_id
                WHERE \(table)_genre.\(table)_id = ? ORDER BY \(table)_genre.position
                """,
            arguments: [id]
        ) { row in CatalogueGenre(id: try row.decode(atIndex: 0), name: try row.decode(atIndex: 1)) }
    }
}
