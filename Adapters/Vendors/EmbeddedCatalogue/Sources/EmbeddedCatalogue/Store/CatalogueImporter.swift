import GRDB

/// Writes a checked seed document into empty catalogue tables, and signs the result with the
/// seed's fingerprint and the schema version.
enum CatalogueImporter {
    static func load(_ document: SeedDocument, fingerprint: String, into db: Database) throws {
        let genreIDs = Dictionary(uniqueKeysWithValues: document.genres.map { ($0.name, $0.id) })
        for genre in document.genres {
            try db.execute(sql: "INSERT INTO genre (id, name) VALUES (?, ?)", arguments: [genre.id, genre.name])
        }
        for movie in document.movies {
            try db.execute(
                sql: """
                    INSERT INTO movie (id, title, original_title, original_language, release_date, runtime,
                                       overview, vote_average, vote_count, popularity)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    movie.id, movie.title, movie.originalTitle, movie.originalLanguage, movie.releaseDate,
                    movie.runtime, movie.overview, movie.voteAverage, movie.voteCount, movie.popularity,
                ]
            )
            for (position, name) in movie.genres.enumerated() {
                try db.execute(
                    sql: "INSERT INTO movie_genre (movie_id, genre_id, position) VALUES (?, ?, ?)",
                    arguments: [movie.id, genreIDs[name], position]
                )
            }
            for (position, credit) in movie.cast.enumerated() {
                try insertPerson(id: credit.id, name: credit.name, into: db)
                try db.execute(
                    sql: "INSERT INTO movie_cast (movie_id, position, person_id, character) VALUES (?, ?, ?, ?)",
                    arguments: [movie.id, position, credit.id, credit.character]
                )
            }
            for (position, credit) in movie.crew.enumerated() {
                try insertPerson(id: credit.id, name: credit.name, into: db)
                try db.execute(
                    sql: "INSERT INTO movie_crew (movie_id, position, person_id, job, department) VALUES (?, ?, ?, ?, ?)",
                    arguments: [movie.id, position, credit.id, credit.job, credit.department]
                )
            }
        }
        try db.execute(
            sql: "INSERT INTO catalogue_meta (key, value) VALUES ('schema_version', ?), ('seed_fingerprint', ?)",
            arguments: [CatalogueSchema.version, fingerprint]
        )
    }

    private static func insertPerson(id: Int, name: String, into db: Database) throws {
        try db.execute(sql: "INSERT OR IGNORE INTO person (id, name) VALUES (?, ?)", arguments: [id, name])
    }
}
