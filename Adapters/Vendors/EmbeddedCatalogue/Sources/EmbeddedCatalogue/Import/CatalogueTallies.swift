import GRDB

/// The figures worked out from the catalogue's rows once they and their indexes are in, so that a
/// screen reads them instead of working them out over every film on each run: how many films and
/// series each genre holds (`genre_count`). (Each person's popularity is worked out from the
/// records and written with the person: `PeopleRanking`.)
enum CatalogueTallies {
    static func write(in db: Database) throws {
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
