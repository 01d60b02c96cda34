import Foundation
import GRDB

// A series, a season, an episode, and a series' credits.
extension CatalogueStore {
    /// The series, or nil when the catalogue has none with this id.
    public func series(id: Int) throws(CatalogueError) -> CatalogueSeries? {
        try read { db in
            guard let row = try Self.cachedRow(db, sql: "SELECT \(Self.seriesColumns) FROM series WHERE id = ?", arguments: [id]) else {
                return nil
            }
            let genres = try Self.genres(of: "series", id: id, in: db)
            let seasons = try Self.cachedRecords(
                db, sql: "SELECT \(Self.seasonColumns) FROM season WHERE series_id = ? ORDER BY season_number", arguments: [id],
                reading: Self.seasonSummary)
            return CatalogueSeries(
                id: try row.decode(atIndex: 0),
                name: try row.decode(atIndex: 1),
                originalName: try row.decode(atIndex: 2),
                originalLanguage: try row.decode(atIndex: 3),
                type: try row.decode(atIndex: 4),
                status: try row.decode(atIndex: 5),
                firstAirDate: try row.decode(atIndex: 6),
                lastAirDate: try row.decode(atIndex: 7),
                numberOfSeasons: try row.decode(atIndex: 8),
                numberOfEpisodes: try row.decode(atIndex: 9),
                episodeRunTimes: try Self.list(row.decode(atIndex: 10)).compactMap { Int($0) },
                networks: try Self.list(row.decode(atIndex: 11)),
                inProduction: try row.decode(atIndex: 12),
                originCountries: try Self.list(row.decode(atIndex: 13)),
                languages: try Self.list(row.decode(atIndex: 14)),
                companies: try Self.list(row.decode(atIndex: 15)),
                genres: genres,
                creators: try Self.creators(ofSeries: id, in: db),
                voteAverage: try row.decode(atIndex: 16),
                voteCount: try row.decode(atIndex: 17),
                popularity: try row.decode(atIndex: 18),
                figuresAsOf: try row.decode(atIndex: 19),
                overview: try row.decode(atIndex: 20),
                seasons: seasons
            )
        }
    }

    /// The series as a list shows it, from its one row, or nil when the catalogue has none with this id.
    public func seriesSummary(id: Int) throws(CatalogueError) -> CatalogueSeriesSummary? {
        try read { db in
            try Self.cachedRow(db, sql: "SELECT \(Self.seriesSummaryColumns) FROM series WHERE id = ?", arguments: [id])
                .map(Self.seriesSummary)
        }
    }

    /// The columns `series(id:)` reads, by position.
    static let seriesColumns = """
        id, name, original_name, original_language, type, status, first_air_date, last_air_date, number_of_seasons, \
        number_of_episodes, episode_run_times, networks, in_production, origin_countries, languages, companies, vote_average, \
        vote_count, popularity, figures_as_of, overview
        """

    /// The season with the episodes held, or nil when the series has no such season (or there is no such series).
    public func season(_ seasonNumber: Int, ofSeries seriesID: Int) throws(CatalogueError) -> CatalogueSeason? {
        try read { db in
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: "SELECT \(Self.seasonColumns), series.name AS series_name FROM season JOIN series ON series.id = season.series_id "
                        + "WHERE season.series_id = ? AND season.season_number = ?",
                    arguments: [seriesID, seasonNumber])
            else { return nil }
            let episodes = try Self.records(
                db,
                sql: "SELECT * FROM episode WHERE series_id = ? AND season_number = ? ORDER BY episode_number",
                arguments: [seriesID, seasonNumber], reading: Self.episodeSummary)
            return CatalogueSeason(
                seriesID: seriesID, seriesName: try row.decode(forColumn: "series_name"), summary: try Self.seasonSummary(row),
                episodes: episodes)
        }
    }

    /// The episode with its people, or nil when the catalogue does not hold it.
    public func episode(_ episodeNumber: Int, season seasonNumber: Int, ofSeries seriesID: Int) throws(CatalogueError) -> CatalogueEpisode?
    {
        try read { db in
            let key: StatementArguments = [seriesID, seasonNumber, episodeNumber]
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT episode.*, season.episode_count, series.name AS series_name FROM episode
                        JOIN season ON season.series_id = episode.series_id AND season.season_number = episode.season_number
                        JOIN series ON series.id = episode.series_id
                        WHERE episode.series_id = ? AND episode.season_number = ? AND episode.episode_number = ?
                        """,
                    arguments: key)
            else { return nil }
            let guests = try Self.records(
                db,
                sql: """
                    SELECT \(Self.castCreditColumns) FROM episode_guest
                    WHERE series_id = ? AND season_number = ? AND episode_number = ? ORDER BY position
                    """,
                arguments: key, reading: { try Self.castCredit($0) })
            let crew = try Self.records(
                db,
                sql: """
                    SELECT \(Self.crewCreditColumns) FROM episode_crew
                    WHERE series_id = ? AND season_number = ? AND episode_number = ? ORDER BY position
                    """,
                arguments: key, reading: { try Self.crewCredit($0) })
            return CatalogueEpisode(
                seriesID: seriesID, seriesName: try row.decode(forColumn: "series_name"), seasonNumber: seasonNumber,
                seasonEpisodeCount: try row.decode(forColumn: "episode_count"), summary: try Self.episodeSummary(row),
                voteAverage: try row.decode(forColumn: "vote_average"), voteCount: try row.decode(forColumn: "vote_count"),
                figuresAsOf: try row.decode(forColumn: "figures_as_of"), guestStars: guests, crew: crew)
        }
    }

    /// Every credit on the series' held episodes, and its creators; nil when there is no such series.
    /// `episodesHeld` counts the episodes whose credits are recorded, those the guests are drawn from.
    public func seriesCredits(id: Int) throws(CatalogueError) -> CatalogueSeriesCredits? {
        try read { db in
            guard let name = try String.fetchOne(db, sql: "SELECT name FROM series WHERE id = ?", arguments: [id]) else { return nil }
            let held =
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM episode WHERE series_id = ? AND credits_recorded", arguments: [id]) ?? 0
            let order = "ORDER BY season_number, episode_number, position"
            let guests = try Self.records(
                db, sql: "SELECT season_number, episode_number, \(Self.castCreditColumns) FROM episode_guest WHERE series_id = ? \(order)",
                arguments: [id]
            ) { row in
                CatalogueEpisodeCredit(
                    seasonNumber: try row.decode(atIndex: 0), episodeNumber: try row.decode(atIndex: 1),
                    credit: try Self.castCredit(row, from: 2))
            }
            let crew = try Self.records(
                db, sql: "SELECT season_number, episode_number, \(Self.crewCreditColumns) FROM episode_crew WHERE series_id = ? \(order)",
                arguments: [id]
            ) { row in
                CatalogueEpisodeCredit(
                    seasonNumber: try row.decode(atIndex: 0), episodeNumber: try row.decode(atIndex: 1),
                    credit: try Self.crewCredit(row, from: 2))
            }
            return CatalogueSeriesCredits(
                seriesID: id, seriesName: name, episodesHeld: held, creators: try Self.creators(ofSeries: id, in: db),
                mainCast: try Self.records(
                    db, sql: "SELECT * FROM series_cast WHERE series_id = ? ORDER BY position", arguments: [id]
                ) { row in
                    CatalogueMainCastMember(
                        personID: try row.decode(forColumn: "person_id"), name: try row.decode(forColumn: "name"),
                        character: try row.decode(forColumn: "character"), episodeCount: try row.decode(forColumn: "episode_count"),
                        source: try row.decode(forColumn: "source"))
                }, guestStars: guests,
                crew: crew)
        }
    }

    static func creators(ofSeries id: Int, in db: Database) throws -> [CatalogueCrewCredit] {
        try Self.cachedRecords(
            db, sql: "SELECT person_id, name FROM series_creator WHERE series_id = ? ORDER BY position", arguments: [id]
        ) { row in
            CatalogueCrewCredit(
                personID: try row.decode(atIndex: 0), name: try row.decode(atIndex: 1), job: "Creator",
                department: "Writing")
        }
    }

    /// A JSON array of strings kept in one column. (The bytes are copied from the string's own
    /// buffer: `Data(text.utf8)` goes through a generic sequence, whose first use cost more than the
    /// decoding.)
    private static func list(_ text: String) throws -> [String] {
        var text = text
        return try JSONDecoder().decode([String].self, from: text.withUTF8 { Data($0) })
    }
}
