import GRDB

// How rows read as records: one decoder a kind of row, shared by every question that reads it.
extension CatalogueStore {
    static let movieSummaryColumns = "movie.id, movie.title, movie.release_date, movie.vote_average, movie.vote_count, movie.overview"

    static func movieSummary(_ row: Row) throws -> CatalogueMovieSummary {
        CatalogueMovieSummary(
            id: try row.decode(forColumn: "id"),
            title: try row.decode(forColumn: "title"),
            releaseDate: try row.decode(forColumn: "release_date"),
            voteAverage: try row.decode(forColumn: "vote_average"),
            voteCount: try row.decode(forColumn: "vote_count"),
            overview: try row.decode(forColumn: "overview")
        )
    }

    static let seriesSummaryColumns =
        "series.id, series.name, series.first_air_date, series.vote_average, series.vote_count, series.overview, series.figures_as_of"

    static func seriesSummary(_ row: Row) throws -> CatalogueSeriesSummary {
        CatalogueSeriesSummary(
            id: try row.decode(forColumn: "id"), name: try row.decode(forColumn: "name"),
            firstAirDate: try row.decode(forColumn: "first_air_date"), voteAverage: try row.decode(forColumn: "vote_average"),
            voteCount: try row.decode(forColumn: "vote_count"), overview: try row.decode(forColumn: "overview"),
            figuresAsOf: try row.decode(forColumn: "figures_as_of"))
    }

    static func seasonSummary(_ row: Row) throws -> CatalogueSeasonSummary {
        CatalogueSeasonSummary(
            seasonNumber: try row.decode(forColumn: "season_number"), name: try row.decode(forColumn: "name"),
            airDate: try row.decode(forColumn: "air_date"), episodeCount: try row.decode(forColumn: "episode_count"),
            figuresAsOf: try row.decode(forColumn: "figures_as_of"))
    }

    static func episodeSummary(_ row: Row) throws -> CatalogueEpisodeSummary {
        CatalogueEpisodeSummary(
            episodeNumber: try row.decode(forColumn: "episode_number"), name: try row.decode(forColumn: "name"),
            airDate: try row.decode(forColumn: "air_date"), voteAverage: try row.decode(forColumn: "vote_average"),
            voteCount: try row.decode(forColumn: "vote_count"), figuresAsOf: try row.decode(forColumn: "figures_as_of"))
    }

    static func castCredit(_ row: Row) throws -> CatalogueCastCredit {
        CatalogueCastCredit(
            personID: try row.decode(forColumn: "person_id"), name: try row.decode(forColumn: "name"),
            character: try row.decode(forColumn: "character"), order: try row.decode(forColumn: "position"))
    }

    static func crewCredit(_ row: Row) throws -> CatalogueCrewCredit {
        CatalogueCrewCredit(
            personID: try row.decode(forColumn: "person_id"), name: try row.decode(forColumn: "name"),
            job: try row.decode(forColumn: "job"), department: try row.decode(forColumn: "department"))
    }

    /// The genres of one film or series, in the source's order: `table` is `movie` or `series`.
    static func genres(of table: String, id: Int, in db: Database) throws -> [CatalogueGenre] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT genre.id, genre.name FROM \(table)_genre JOIN genre ON genre.id = \(table)_genre.genre_id
                WHERE \(table)_genre.\(table)_id = ? ORDER BY \(table)_genre.position
                """,
            arguments: [id]
        ).map { row in CatalogueGenre(id: try row.decode(forColumn: "id"), name: try row.decode(forColumn: "name")) }
    }
}
