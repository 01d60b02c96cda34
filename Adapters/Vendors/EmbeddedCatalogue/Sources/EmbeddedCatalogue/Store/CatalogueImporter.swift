import Foundation
import GRDB

/// Writes checked seed records into empty catalogue tables, and signs the result with the seed's
/// fingerprint and the schema version.
enum CatalogueImporter {
    /// - Parameter progress: called now and then with the films written so far and the total.
    static func load(
        _ records: SeedRecords,
        fingerprint: String,
        into db: Database,
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws {
        let genreIDs = Dictionary(uniqueKeysWithValues: records.genres.map { ($0.name, $0.id) })
        let insertGenre = try db.makeStatement(sql: "INSERT INTO genre (id, name) VALUES (?, ?)")
        for genre in records.genres {
            try insertGenre.execute(arguments: [genre.id, genre.name])
        }
        let knownFor = KnownForTitles(records)
        let insertPerson = try CatalogueInsert(
            db,
            sql: """
                INSERT INTO person (id, name, gender, birthday, deathday, country_of_birth, known_for_first, known_for_second)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for person in records.people {
            let titles = knownFor.names(of: person.id)
            insertPerson.bind(1, person.id)
            insertPerson.bind(2, person.name)
            insertPerson.bind(3, person.gender)
            insertPerson.bind(4, person.birthday)
            insertPerson.bind(5, person.deathday)
            insertPerson.bind(6, person.countryOfBirth)
            insertPerson.bind(7, titles.first)
            insertPerson.bind(8, titles.second)
            try insertPerson.run()
        }
        let insertMovie = try CatalogueInsert(
            db,
            sql: """
                INSERT INTO movie (id, title, original_title, original_language, release_date, runtime, overview,
                                   vote_average, vote_count, popularity, figures_as_of, budget, revenue, status,
                                   spoken_languages, countries, companies, credits_recorded)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let insertGenreOfMovie = try CatalogueInsert(db, sql: "INSERT INTO movie_genre (movie_id, genre_id, position) VALUES (?, ?, ?)")
        let insertKeyword = try CatalogueInsert(db, sql: "INSERT OR IGNORE INTO movie_keyword (movie_id, keyword) VALUES (?, ?)")
        let insertCast = try CatalogueInsert(
            db, sql: "INSERT INTO movie_cast (movie_id, position, person_id, name, character) VALUES (?, ?, ?, ?, ?)")
        let insertCrew = try CatalogueInsert(
            db, sql: "INSERT INTO movie_crew (movie_id, position, person_id, name, job, department) VALUES (?, ?, ?, ?, ?, ?)")
        // The films of both files go in by id, as one sorted list would: each film of movies.jsonl
        // just before the first later film with a greater id.
        let total = records.movies.count + records.laterFilms.count
        var done = 0
        var pending = records.movies[...]
        func insertGenres(of movieID: Int, _ genres: [String]) throws {
            for (position, name) in genres.enumerated() {
                insertGenreOfMovie.bind(1, movieID)
                insertGenreOfMovie.bind(2, genreIDs[name])
                insertGenreOfMovie.bind(3, position)
                try insertGenreOfMovie.run()
            }
        }
        func insert(_ movie: SeedMovie) throws {
            insertMovie.bind(1, movie.id)
            insertMovie.bind(2, movie.title)
            insertMovie.bind(3, movie.originalTitle)
            insertMovie.bind(4, movie.originalLanguage)
            insertMovie.bind(5, movie.releaseDate)
            insertMovie.bind(6, movie.runtime)
            insertMovie.bind(7, movie.overview)
            insertMovie.bind(8, movie.voteAverage)
            insertMovie.bind(9, movie.voteCount)
            insertMovie.bind(10, movie.popularity)
            insertMovie.bind(11, movie.figuresAsOf)
            insertMovie.bind(12, movie.budget)
            insertMovie.bind(13, movie.revenue)
            insertMovie.bind(14, movie.status)
            insertMovie.bind(15, list(movie.spokenLanguages))
            insertMovie.bind(16, list(movie.countries))
            insertMovie.bind(17, list(movie.companies))
            insertMovie.bind(18, movie.creditsRecorded)
            try insertMovie.run()
            try insertGenres(of: movie.id, movie.genres)
            for keyword in movie.keywords {
                insertKeyword.bind(1, movie.id)
                insertKeyword.bind(2, keyword)
                try insertKeyword.run()
            }
            for (position, credit) in movie.cast.enumerated() {
                insertCast.bind(1, movie.id)
                insertCast.bind(2, position)
                insertCast.bind(3, credit.personId)
                insertCast.bind(4, credit.name)
                insertCast.bind(5, credit.character)
                try insertCast.run()
            }
            for (position, credit) in movie.crew.enumerated() {
                insertCrew.bind(1, movie.id)
                insertCrew.bind(2, position)
                insertCrew.bind(3, credit.personId)
                insertCrew.bind(4, credit.name)
                insertCrew.bind(5, credit.job)
                insertCrew.bind(6, credit.department)
                try insertCrew.run()
            }
            if done % 250 == 0 { progress(done, total) }
            done += 1
        }
        let insertLaterFilm = try CatalogueInsert(
            db,
            sql: """
                INSERT INTO movie (id, title, original_title, original_language, release_date, runtime,
                                   vote_average, vote_count, popularity, figures_as_of, budget, revenue, status,
                                   spoken_languages, countries, companies, credits_recorded)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)
                """)
        try records.laterFilms.forEach(otherIDs: Set(records.movies.map(\.id)), genreNames: Set(genreIDs.keys)) { film in
            while let movie = pending.first, movie.id < film.id {
                try insert(movie)
                pending.removeFirst()
            }
            insertLaterFilm.bind(1, film.id)
            insertLaterFilm.bind(2, film.title)
            insertLaterFilm.bind(3, film.originalTitle)
            insertLaterFilm.bind(4, film.originalLanguage)
            insertLaterFilm.bind(5, film.releaseDate)
            insertLaterFilm.bind(6, film.runtime)
            insertLaterFilm.bind(7, film.voteAverage)
            insertLaterFilm.bind(8, film.voteCount)
            insertLaterFilm.bind(9, film.popularity)
            insertLaterFilm.bind(10, film.figuresAsOf)
            insertLaterFilm.bind(11, film.budget)
            insertLaterFilm.bind(12, film.revenue)
            insertLaterFilm.bind(13, film.status)
            insertLaterFilm.bind(14, list(film.spokenLanguages))
            insertLaterFilm.bind(15, list(film.countries))
            insertLaterFilm.bind(16, list(film.companies))
            try insertLaterFilm.run()
            try insertGenres(of: film.id, film.genres)
            if done % 250 == 0 { progress(done, total) }
            done += 1
        }
        for movie in pending { try insert(movie) }
        try loadSeries(records, into: db, genreIDs: genreIDs)
        try CatalogueSchema.createIndexes(in: db)
        // Each person's popularity, from the titles they are credited on (see `CatalogueStore.personPoints`).
        try db.execute(
            sql: """
                UPDATE person SET popularity = ranked.total
                FROM (SELECT person_id, SUM(points) AS total FROM (\(CatalogueStore.personPoints)) GROUP BY person_id) AS ranked
                WHERE person.id = ranked.person_id
                """)
        progress(total, total)
        try db.execute(
            sql: """
                INSERT INTO catalogue_meta (key, value) VALUES ('schema_version', ?), ('seed_fingerprint', ?),
                    ('ranked_people', (SELECT COUNT(*) FROM person WHERE popularity > 0))
                """,
            arguments: [CatalogueSchema.version, fingerprint]
        )
    }

    private static func loadSeries(_ records: SeedRecords, into db: Database, genreIDs: [String: Int]) throws {
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
        for series in records.series {
            try insertSeries.execute(arguments: [
                series.id, series.name, series.originalName, series.originalLanguage, series.type, series.status,
                series.firstAirDate, series.lastAirDate, series.numberOfSeasons, series.numberOfEpisodes,
                list(series.episodeRunTimes.map(String.init)), list(series.networks), series.inProduction,
                list(series.originCountries), list(series.languages), list(series.companies), series.voteAverage, series.voteCount,
                series.popularity, series.figuresAsOf, series.overview,
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
        let insertSeason = try db.makeStatement(
            sql: "INSERT INTO season (series_id, season_number, name, air_date, episode_count, figures_as_of) VALUES (?, ?, ?, ?, ?, ?)")
        for season in records.seasons {
            try insertSeason.execute(
                arguments: [season.seriesId, season.seasonNumber, season.name, season.airDate, season.episodeCount, season.figuresAsOf])
        }
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
        for episode in records.episodes {
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

    /// A list of codes or names kept in one column, as a JSON array.
    /// `values` as a JSON array of strings, written by hand: a `JSONEncoder` a list cost more than
    /// the rest of a film's insert, for about three hundred thousand lists.
    static func list(_ values: [String]) -> String {
        var text = "["
        for (index, value) in values.enumerated() {
            if index > 0 { text += "," }
            text += "\""
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case "\n": text += "\\n"
                case "\r": text += "\\r"
                case "\t": text += "\\t"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: text.unicodeScalars.append(scalar)
                }
            }
            text += "\""
        }
        return text + "]"
    }
}
