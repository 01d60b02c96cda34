import GRDB

// Series in an order, and series like one.
extension CatalogueStore {
    /// Series in an order: the most popular first, or the best rated among those with enough votes.
    public func series(orderedBy order: CatalogueTitleOrder, limit: Int, offset: Int) throws(CatalogueError) -> CatalogueSeriesList {
        let page = try page(
            of: "series", columns: Self.seriesSummaryColumns, orderedBy: order, limit: limit, offset: offset, row: Self.seriesSummary)
        return CatalogueSeriesList(series: page.rows, totalCount: page.total)
    }

    /// Series like the given one: each shared genre and network scores 1 and each shared creator with an id 2,
    /// most alike first. Nil when there is no such series.
    public func series(similarTo id: Int, limit: Int, offset: Int) throws(CatalogueError) -> CatalogueSeriesList? {
        try read { db in
            guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM series WHERE id = ?)", arguments: [id]) == true else {
                return nil
            }
            let scores = """
                WITH points AS (
                    SELECT series_id, 1 AS point FROM series_genre
                    WHERE genre_id IN (SELECT genre_id FROM series_genre WHERE series_id = :id)
                    UNION ALL
                    SELECT series.id, 1 FROM series, json_each(series.networks) AS network
                    WHERE network.value IN (SELECT value FROM json_each((SELECT networks FROM series WHERE id = :id)))
                    UNION ALL
                    SELECT series_id, 2 FROM series_creator
                    WHERE person_id IN (SELECT person_id FROM series_creator WHERE series_id = :id AND person_id IS NOT NULL)
                ),
                score AS (SELECT series_id, SUM(point) AS total FROM points WHERE series_id != :id GROUP BY series_id)
                """
            let arguments: StatementArguments = ["id": id, "limit": max(0, limit), "offset": max(0, offset)]
            // The page and, on each of its rows, the length of the whole list: the scores are worked out once.
            var listLength: Int?
            let series = try Self.records(
                db,
                sql: scores + """
                     SELECT \(Self.seriesSummaryColumns), COUNT(*) OVER () FROM score JOIN series ON series.id = score.series_id
                    ORDER BY score.total DESC, series.popularity DESC, series.id LIMIT :limit OFFSET :offset
                    """,
                arguments: arguments
            ) { row in
                listLength = try row.decode(Int.self, atIndex: 7)
                return try Self.seriesSummary(row)
            }
            let total = try listLength ?? Int.fetchOne(db, sql: scores + " SELECT COUNT(*) FROM score", arguments: arguments) ?? 0
            return CatalogueSeriesList(series: series, totalCount: total)
        }
    }
}
