import GRDB

/// The figures worked out from the catalogue's rows once they and their indexes are in, so that a
/// screen reads them instead of working them out over every film on each run: each person's
/// popularity, and how many films and series each genre holds (`genre_count`).
enum CatalogueTallies {
    static func write(in db: Database) throws {
        // Each person's popularity, from the titles they are credited on (see `CatalogueStore.personPoints`).
        try db.execute(
            sql: """
                UPDATE person SET popularity = ranked.total
                FROM (SELECT person_id, SUM(points) AS total FROM (\(CatalogueStore.personPoints)) GROUP BY person_id) AS ranked
                WHERE person.id = ranked.person_id
                """)
        // A count of each genre's entries in the genre indexes (a title holds a genre once).
        try db.execute(
            sql: """
                INSERT INTO genre_count (genre_id, movie_count, series_count)
                SELECT genre.id, (SELECT COUNT(*) FROM movie_genre WHERE movie_genre.genre_id = genre.id),
                    (SELECT COUNT(*) FROM series_genre WHERE series_genre.genre_id = genre.id)
                FROM genre
                """)
    }
}
