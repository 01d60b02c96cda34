import GRDB

/// Writes the films of both seed files, each with its genres and, for a film of `movies.jsonl`, its
/// keywords, cast and crew and what each credit counts towards its person (`CreditShares`): every
/// insert prepared once and run film after film.
final class MovieRowWriter {
    private let genreIDs: [String: Int]
    private let insertMovie: CatalogueInsert
    private let insertLaterFilm: CatalogueInsert
    private let insertGenre: CatalogueInsert
    private let insertKeyword: CatalogueInsert
    private let insertCast: CatalogueInsert
    private let insertCrew: CatalogueInsert
    private let insertShares: CatalogueInsert

    /// - Parameter genreIDs: each genre's id, by the name the seed files it under.
    init(_ db: Database, genreIDs: [String: Int]) throws {
        self.genreIDs = genreIDs
        insertMovie = try CatalogueInsert(
            db,
            sql: """
                INSERT INTO movie (id, title, original_title, original_language, release_date, runtime, overview,
                                   vote_average, vote_count, popularity, figures_as_of, budget, revenue, status,
                                   spoken_languages, countries, companies, credits_recorded)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        insertLaterFilm = try CatalogueInsert(
            db,
            sql: """
                INSERT INTO movie (id, title, original_title, original_language, release_date, runtime,
                                   vote_average, vote_count, popularity, figures_as_of, budget, revenue, status,
                                   spoken_languages, countries, companies, credits_recorded)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)
                """)
        insertGenre = try CatalogueInsert(db, sql: "INSERT INTO movie_genre (movie_id, genre_id, position) VALUES (?, ?, ?)")
        insertKeyword = try CatalogueInsert(db, sql: "INSERT OR IGNORE INTO movie_keyword (movie_id, keyword) VALUES (?, ?)")
        insertCast = try CatalogueInsert(
            db, sql: "INSERT INTO movie_cast (movie_id, position, person_id, name, character) VALUES (?, ?, ?, ?, ?)")
        insertCrew = try CatalogueInsert(
            db, sql: "INSERT INTO movie_crew (movie_id, position, person_id, name, job, department) VALUES (?, ?, ?, ?, ?, ?)")
        insertShares = try CatalogueInsert(
            db, sql: "INSERT INTO movie_credit_shares (movie_id, cast_shares, crew_shares) VALUES (?, ?, ?)")
    }

    /// A film of `movies.jsonl`, with its genres, keywords and credits.
    func write(_ movie: SeedMovie) throws {
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
        insertMovie.bind(15, JSONTextList.text(of: movie.spokenLanguages))
        insertMovie.bind(16, JSONTextList.text(of: movie.countries))
        insertMovie.bind(17, JSONTextList.text(of: movie.companies))
        insertMovie.bind(18, movie.creditsRecorded)
        try insertMovie.run()
        try writeGenres(of: movie.id, movie.genres)
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
        if movie.creditsRecorded {
            insertShares.bind(1, movie.id)
            insertShares.bind(2, bytes: CreditShares.ofCast(movie.cast))
            insertShares.bind(3, bytes: CreditShares.ofCrew(movie.crew))
            try insertShares.run()
        }
    }

    /// A film of `later-films.tsv`, with its genres: it has no overview, keywords or credits.
    func write(_ film: SeedLaterFilm) throws {
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
        insertLaterFilm.bind(14, JSONTextList.text(of: film.spokenLanguages))
        insertLaterFilm.bind(15, JSONTextList.text(of: film.countries))
        insertLaterFilm.bind(16, JSONTextList.text(of: film.companies))
        try insertLaterFilm.run()
        try writeGenres(of: film.id, film.genres)
    }

    private func writeGenres(of movieID: Int, _ genres: [String]) throws {
        for (position, name) in genres.enumerated() {
            insertGenre.bind(1, movieID)
            insertGenre.bind(2, genreIDs[name])
            insertGenre.bind(3, position)
            try insertGenre.run()
        }
    }
}
