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
    /// such as Drama is shared by half the catalogue, and says little on its own). Ties go to the
    /// more popular film, then to the lower id.
    /// Nil when the catalogue has no such film.
    public func movies(similarTo id: Int, limit: Int, offset: Int) throws(CatalogueError) -> CatalogueMovieList? {
        try read { db in
            guard
                let genreCount = try Int.fetchOne(
                    db, sql: "SELECT (SELECT COUNT(*) FROM movie_genre WHERE movie_id = :id) FROM movie WHERE id = :id",
                    arguments: ["id": id])
            else { return nil }
            var ranking = try Self.filmsSharingKeywordsOrPeople(withMovie: id, in: db)
            if ranking.entries.isEmpty {
                let sharingAGenre = try Int.fetchAll(
                    db,
                    sql: """
                        SELECT DISTINCT movie_id FROM movie_genre
                        WHERE genre_id IN (SELECT genre_id FROM movie_genre WHERE movie_id = :id) AND movie_id != :id
                        """,
                    arguments: ["id": id])
                ranking = SimilarityRanking(entries: sharingAGenre.sorted().map { SimilarityRanking.Entry(id: $0, points: 0) })
            }
            let (offset, limit) = (max(0, offset), max(0, limit))
            guard offset < ranking.count else { return CatalogueMovieList(movies: [], totalCount: ranking.count) }
            let contenders = ranking.contenders(forFirst: offset + min(limit, ranking.count - offset), bonus: genreCount)
            // The contenders' popularity and shared genres, through the covering index of (id, popularity).
            let facts = try Self.records(
                db,
                sql: """
                    SELECT movie.id, movie.popularity,
                           (SELECT COUNT(*) FROM movie_genre AS own CROSS JOIN movie_genre AS other
                            ON other.movie_id = movie.id AND other.genre_id = own.genre_id WHERE own.movie_id = :id)
                    FROM movie INDEXED BY movie_popularity_by_id
                    WHERE movie.id IN (SELECT value FROM json_each(:contenders)) ORDER BY movie.id
                    """,
                arguments: ["id": id, "contenders": "[" + contenders.map(String.init).joined(separator: ",") + "]"]
            ) { row in
                SimilarityRanking.Facts(
                    id: try row.decode(atIndex: 0), points: try row.decode(atIndex: 2), popularity: try row.decode(atIndex: 1))
            }
            let ids = ranking.page(offset: offset, limit: limit, facts: facts)
            return CatalogueMovieList(movies: try Self.movieSummaries(ids, in: db), totalCount: ranking.count)
        }
    }

    /// The films sharing a keyword (1 point each) or a person with an id (2 points each, however
    /// many credits they hold on either film) with film `id`, the film itself left out.
    static func filmsSharingKeywordsOrPeople(withMovie id: Int, in db: Database) throws -> SimilarityRanking {
        // From the film's own keywords and people (a handful), through the keyword and person
        // indexes, one row a film a keyword or credit; counting is left to Swift, where it costs a
        // fraction of SQLite's temporary b-trees (a UNION, a GROUP BY).
        let rows = try Row.fetchCursor(
            db,
            sql: """
                WITH credited(person_id) AS (
                    SELECT person_id FROM movie_cast WHERE movie_id = :id UNION ALL SELECT person_id FROM movie_crew WHERE movie_id = :id
                )
                SELECT other.movie_id, NULL FROM movie_keyword AS own CROSS JOIN movie_keyword AS other ON other.keyword = own.keyword
                WHERE own.movie_id = :id AND other.movie_id != :id
                UNION ALL
                SELECT other.movie_id, other.person_id FROM credited CROSS JOIN movie_cast AS other ON other.person_id = credited.person_id
                WHERE other.movie_id != :id
                UNION ALL
                SELECT other.movie_id, other.person_id FROM credited CROSS JOIN movie_crew AS other ON other.person_id = credited.person_id
                WHERE other.movie_id != :id
                """,
            arguments: ["id": id])
        var shared: [(title: Int, thing: Int?)] = []
        while let row = try rows.next() {
            shared.append((try row.decode(Int.self, atIndex: 0), try row.decode(Int?.self, atIndex: 1)))
        }
        return SimilarityRanking(shared: shared, pointsEach: 1, pointsPerID: 2)
    }

    /// The summaries of the films `ids`, in that order.
    static func movieSummaries(_ ids: [Int], in db: Database) throws -> [CatalogueMovieSummary] {
        guard !ids.isEmpty else { return [] }
        let summaries = try Self.records(
            db, sql: "SELECT \(Self.movieSummaryColumns) FROM movie WHERE id IN (\(ids.map { _ in "?" }.joined(separator: ",")))",
            arguments: StatementArguments(ids), reading: Self.movieSummary)
        return ids.compactMap { id in summaries.first { $0.id == id } }
    }
}
