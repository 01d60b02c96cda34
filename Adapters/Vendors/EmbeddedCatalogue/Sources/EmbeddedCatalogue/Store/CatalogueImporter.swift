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
        let insertPerson = try db.makeStatement(
            sql: """
                INSERT INTO person (id, name, gender, birthday, deathday, country_of_birth, known_for_first, known_for_second)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for person in records.people {
            let titles = knownFor.names(of: person.id)
            try insertPerson.execute(
                arguments: [
                    person.id, person.name, person.gender, person.birthday, person.deathday, person.countryOfBirth, titles.first,
                    titles.second,
                ])
        }
        let insertMovie = try db.makeStatement(
            sql: """
                INSERT INTO movie (id, title, original_title, original_language, release_date, runtime, overview,
                                   vote_average, vote_count, popularity, figures_as_of, budget, revenue, status,
                                   spoken_languages, countries, companies, credits_recorded)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let insertGenreOfMovie = try db.makeStatement(sql: "INSERT INTO movie_genre (movie_id, genre_id, position) VALUES (?, ?, ?)")
        let insertKeyword = try db.makeStatement(sql: "INSERT OR IGNORE INTO movie_keyword (movie_id, keyword) VALUES (?, ?)")
        let insertCast = try db.makeStatement(
            sql: "INSERT INTO movie_cast (movie_id, position, person_id, name, character) VALUES (?, ?, ?, ?, ?)")
        let insertCrew = try db.makeStatement(
            sql: "INSERT INTO movie_crew (movie_id, position, person_id, name, job, department) VALUES (?, ?, ?, ?, ?, ?)")
        // The films of both files go in by id, as one sorted list would: each film of movies.jsonl
        // just before the first later film with a greater id.
        let total = records.movies.count + records.laterFilms.count
        var done = 0
        var pending = records.movies[...]
        func insert(_ movie: SeedMovie) throws {
            try insertMovie.execute(arguments: [
                movie.id, movie.title, movie.originalTitle, movie.originalLanguage, movie.releaseDate, movie.runtime,
                movie.overview, movie.voteAverage, movie.voteCount, movie.popularity, movie.figuresAsOf, movie.budget, movie.revenue,
                movie.status, list(movie.spokenLanguages), list(movie.countries), list(movie.companies), movie.creditsRecorded,
            ])
            for (position, name) in movie.genres.enumerated() {
                try insertGenreOfMovie.execute(arguments: [movie.id, genreIDs[name], position])
            }
            for keyword in movie.keywords {
                try insertKeyword.execute(arguments: [movie.id, keyword])
            }
            for (position, credit) in movie.cast.enumerated() {
                try insertCast.execute(arguments: [movie.id, position, credit.personId, credit.name, credit.character])
            }
            for (position, credit) in movie.crew.enumerated() {
                try insertCrew.execute(arguments: [movie.id, position, credit.personId, credit.name, credit.job, credit.department])
            }
            if done % 250 == 0 { progress(done, total) }
            done += 1
        }
        let insertLaterFilm = try db.makeStatement(
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
            try insertLaterFilm.execute(arguments: [
                film.id, film.title, film.originalTitle, film.originalLanguage, film.releaseDate, film.runtime, film.voteAverage,
                film.voteCount, film.popularity, film.figuresAsOf, film.budget, film.revenue, film.status, list(film.spokenLanguages),
                list(film.countries), list(film.companies),
            ])
            for (position, name) in film.genres.enumerated() {
                try insertGenreOfMovie.execute(arguments: [film.id, genreIDs[name], position])
            }
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
        let insertEpisode = try db.makeStatement(
            sql: """
                INSERT INTO episode (series_id, season_number, episode_number, name, air_date, vote_average, vote_count,
                                     figures_as_of, credits_recorded)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let insertGuest = try db.makeStatement(
            sql: """
                INSERT INTO episode_guest (series_id, season_number, episode_number, position, person_id, name, character)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
        let insertCrew = try db.makeStatement(
            sql: """
                INSERT INTO episode_crew (series_id, season_number, episode_number, position, person_id, name, job, department)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for episode in records.episodes {
            let key: [any DatabaseValueConvertible] = [episode.seriesId, episode.seasonNumber, episode.episodeNumber]
            try insertEpisode.execute(
                arguments: StatementArguments(
                    key + [
                        episode.name, episode.airDate, episode.voteAverage, episode.voteCount, episode.figuresAsOf,
                        episode.creditsRecorded,
                    ]))
            for (position, guest) in episode.guestStars.enumerated() {
                try insertGuest.execute(arguments: StatementArguments(key + [position, guest.personId, guest.name, guest.character]))
            }
            for (position, member) in episode.crew.enumerated() {
                try insertCrew.execute(
                    arguments: StatementArguments(key + [position, member.personId, member.name, member.job, member.department]))
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
