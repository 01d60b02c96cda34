import GRDB

/// Writes the seed's series (each with its genres, creators and main cast), their seasons, and the
/// episodes held, each with its guest stars and crew.
enum SeriesRowWriter {
    /// - Parameter genreIDs: each genre's id, by the name the seed files it under.
    static func write(_ records: SeedRecords, genreIDs: [String: Int], into db: Database) throws {
        try writeSeries(records.series, genreIDs: genreIDs, into: db)
        let insertSeason = try db.makeStatement(
            sql: "INSERT INTO season (series_id, season_number, name, air_date, episode_count, figures_as_of) VALUES (?, ?, ?, ?, ?, ?)")
        for season in records.seasons {
            try insertSeason.execute(
                arguments: [season.seriesId, season.seasonNumber, season.name, season.airDate, season.episodeCount, season.figuresAsOf])
        }
        try writeEpisodes(records.episodes, into: db)
    }

    private static func writeSeries(_ series: [SeedSeries], genreIDs: [String: Int], into db: Database) throws {
        let insertSeries = try db.makeStatement(
            sql: """
                INSERT INTO series (id, name, original_name, original_language, type, status, first_air_date, last_air_date,
                                    number_of_seasons, number_of_episodes, episode_run_times, networks, in_production,
                                    origin_countries, languages, companies, vote_average, vote_count, popularity,
                                    figures_as_of, overview)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let insertGenre = try db.makeStatement(sql: "INSERT INTO series_genre (series_id, genre_id, position) VALUES (?, ?, ?)")
        let insertCreator = try db.makeStatement(
            sql: "INSERT INTO series_creator (series_id, position, person_id, name) VALUES (?, ?, ?, ?)")
        let insertMainCast = try db.makeStatement(
            sql: """
                INSERT INTO series_cast (series_id, position, person_id, name, character, episode_count, source)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
        for series in series {
            try insertSeries.execute(arguments: [
                series.id, series.name, series.originalName, series.originalLanguage, series.type, series.status,
                series.firstAirDate, series.lastAirDate, series.numberOfSeasons, series.numberOfEpisodes,
                JSONTextList.text(of: series.episodeRunTimes.map(String.init)), JSONTextList.text(of: series.networks),
                series.inProduction, JSONTextList.text(of: series.originCountries), JSONTextList.text(of: series.languages),
                JSONTextList.text(of: series.companies), series.voteAverage, series.voteCount, series.popularity,
                series.figuresAsOf, series.overview,
            ])
            for (position, name) in series.genres.enumerated() {
                try insertGenre.execute(arguments: [series.id, genreIDs[name], position])
            }
            for (position, creator) in series.creators.enumerated() {
                try insertCreator.execute(arguments: [series.id, position, creator.personId, creator.name])
            }
            for (position, member) in series.mainCast.enumerated() {
                try insertMainCast.execute(
                    arguments: [series.id, position, member.personId, member.name, member.character, member.episodeCount, member.source])
            }
        }
    }

    private static func writeEpisodes(_ episodes: [SeedEpisode], into db: Database) throws {
        let insertEpisode = try CatalogueInsert(
            db,
            sql: """
                INSERT INTO episode (series_id, season_number, episode_number, name, air_date, vote_average, vote_count,
                                     figures_as_of, credits_recorded)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let insertGuest = try CatalogueInsert(
            db,
            sql: """
                INSERT INTO episode_guest (series_id, season_number, episode_number, position, person_id, name, character)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
        let insertCrew = try CatalogueInsert(
            db,
            sql: """
                INSERT INTO episode_crew (series_id, season_number, episode_number, position, person_id, name, job, department)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for episode in episodes {
            func bindKey(_ insert: CatalogueInsert) {
                insert.bind(1, episode.seriesId)
                insert.bind(2, episode.seasonNumber)
                insert.bind(3, episode.episodeNumber)
            }
            bindKey(insertEpisode)
            insertEpisode.bind(4, episode.name)
            insertEpisode.bind(5, episode.airDate)
            insertEpisode.bind(6, episode.voteAverage)
            insertEpisode.bind(7, episode.voteCount)
            insertEpisode.bind(8, episode.figuresAsOf)
            insertEpisode.bind(9, episode.creditsRecorded)
            try insertEpisode.run()
            for (position, guest) in episode.guestStars.enumerated() {
                bindKey(insertGuest)
                insertGuest.bind(4, position)
                insertGuest.bind(5, guest.personId)
                insertGuest.bind(6, guest.name)
                insertGuest.bind(7, guest.character)
                try insertGuest.run()
            }
            for (position, member) in episode.crew.enumerated() {
                bindKey(insertCrew)
                insertCrew.bind(4, position)
                insertCrew.bind(5, member.personId)
                insertCrew.bind(6, member.name)
                insertCrew.bind(7, member.job)
                insertCrew.bind(8, member.department)
                try insertCrew.run()
            }
        }
    }
}
