import GRDB

// Films in an order, and films like one.
extension CatalogueStore {
    /// Films in an order: the most popular first, or the best rated among those with enough votes.
    public func movies(orderedBy order: CatalogueTitleOrder, limit: Int, offset: Int) throws(CatalogueError) -> CatalogueMovieList {
        let page = try page(
            of: "movie", columns: Self.movieSummaryColumns, orderedBy: order, limit: limit, offset: offset, row: Self.movieSummary)
        return CatalogueMovieList(movies: page.rows, totalCount: page.total)
    }

    /// Films like the given one, most alike first: each shared keyword or genre scores 1 and each
    /// shared person with an id (cast or crew) 2. The films listed are those sharing a keyword or a
    /// person; only when there are none do films sharing a genre alone make the list (a genre
    /// such as Drama is shared by half the catalogue, and says little on its own).
    /// Nil when the catalogue has no such film.
    public func movies(similarTo id: Int, limit: Int, offset: Int) throws(CatalogueError) -> CatalogueMovieList? {
        try read { db in
            guard try Self.movieExists(id, in: db) else { return nil }
            // The film's own people first (a handful), so that the shared credits are found
            // through the person indexes rather than by scanning every credit.
            let scores = """
                WITH mine AS (
                    SELECT person_id FROM movie_cast WHERE movie_id = :id AND person_id IS NOT NULL
                    UNION SELECT person_id FROM movie_crew WHERE movie_id = :id AND person_id IS NOT NULL
                ),
                shared AS (
                    SELECT movie_id, person_id FROM movie_cast WHERE person_id IN mine
                    UNION SELECT movie_id, person_id FROM movie_crew WHERE person_id IN mine
                ),
                strong AS (
                    SELECT movie_id, 1 AS point FROM movie_keyword
                    WHERE keyword IN (SELECT keyword FROM movie_keyword WHERE movie_id = :id)
                    UNION ALL
                    SELECT movie_id, 2 FROM shared
                ),
                candidates AS MATERIALIZED (SELECT DISTINCT movie_id FROM strong WHERE movie_id != :id),
                points AS (
                    SELECT movie_id, point FROM strong
                    UNION ALL
                    SELECT movie_id, 1 FROM movie_genre
                    WHERE genre_id IN (SELECT genre_id FROM movie_genre WHERE movie_id = :id)
                      AND (movie_id IN candidates OR NOT EXISTS (SELECT 1 FROM candidates))
                ),
                score AS (SELECT movie_id, SUM(point) AS total FROM points WHERE movie_id != :id GROUP BY movie_id)
                """
            let arguments: StatementArguments = ["id": id, "limit": max(0, limit), "offset": max(0, offset)]
            // One pass ranks the list through a covering index of (id, popularity), giving the
            // page's ids and, on each, the length of the whole list; then the page's rows are read.
            let ranked = try Row.fetchAll(
                db,
                sql: scores + """
                     SELECT movie.id, COUNT(*) OVER () AS list_length
                    FROM score JOIN movie ON movie.id = score.movie_id
                    ORDER BY score.total DESC, movie.popularity DESC, movie.id LIMIT :limit OFFSET :offset
                    """,
                arguments: arguments
            )
            let total =
                try ranked.first.map { try $0.decode(Int.self, forColumn: "list_length") }
                ?? Int.fetchOne(db, sql: scores + " SELECT COUNT(*) FROM score", arguments: arguments) ?? 0
            let ids = try ranked.map { try $0.decode(Int.self, forColumn: "id") }
            let summaries = try Dictionary(
                uniqueKeysWithValues: Row.fetchAll(
                    db,
                    sql: "SELECT \(Self.movieSummaryColumns) FROM movie WHERE id IN (\(ids.map { _ in "?" }.joined(separator: ",")))",
                    arguments: StatementArguments(ids)
                ).map { row in (try row.decode(Int.self, forColumn: "id"), try Self.movieSummary(row)) })
            let rows = ids.compactMap { summaries[$0] }
            return CatalogueMovieList(movies: rows, totalCount: total)
        }
    }
}
