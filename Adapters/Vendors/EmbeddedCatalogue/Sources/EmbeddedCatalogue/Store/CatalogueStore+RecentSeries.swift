import GRDB

// The catalogue's recent popular series: what stands for "trending" series in a snapshot, which
// has no daily or weekly figures.
extension CatalogueStore {
    /// The latest `count` years of first air date that each hold at least `minimumTitles` series, oldest first.
    public func busySeriesYears(count: Int, minimumTitles: Int) throws(CatalogueError) -> [Int] {
        try read { db in try Self.busySeriesYears(count: count, minimumTitles: minimumTitles, in: db) }
    }

    static func busySeriesYears(count: Int, minimumTitles: Int, in db: Database) throws -> [Int] {
        let years = try Int.fetchAll(
            db,
            sql: """
                SELECT CAST(substr(first_air_date, 1, 4) AS INTEGER) AS year FROM series
                WHERE first_air_date IS NOT NULL AND length(first_air_date) >= 4
                GROUP BY year HAVING COUNT(*) >= ? ORDER BY year DESC LIMIT ?
                """,
            arguments: [minimumTitles, max(0, count)])
        return years.reversed()
    }

    /// The `series` most popular series first aired in the last `yearCount` busy years
    /// (`busySeriesYears`), most popular first, each with its genres: none when no year holds
    /// `minimumSeriesPerYear` series.
    public func popularRecentSeries(
        series: Int, yearCount: Int, minimumSeriesPerYear: Int, limit: Int, offset: Int
    ) throws(CatalogueError) -> CatalogueRecentSeriesList {
        try read { db in
            let years = try Self.busySeriesYears(count: yearCount, minimumTitles: minimumSeriesPerYear, in: db)
            guard !years.isEmpty else {
                return CatalogueRecentSeriesList(
                    series: [], totalCount: 0,
                    titles: CatalogueRecentTitles(years: [], titleCount: 0, minimumTitlesPerYear: minimumSeriesPerYear))
            }
            let marks = years.map { _ in "?" }.joined(separator: ", ")
            let inYears = "CAST(substr(series.first_air_date, 1, 4) AS INTEGER) IN (\(marks))"
            let held = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM series WHERE \(inYears)", arguments: StatementArguments(years)) ?? 0
            let total = min(held, max(0, series))
            let pageLimit = max(0, min(limit, total - offset))
            let summaries = try Self.records(
                db,
                sql:
                    "SELECT \(Self.seriesSummaryColumns) FROM series WHERE \(inYears) ORDER BY series.popularity DESC, series.id LIMIT ? OFFSET ?",
                arguments: StatementArguments(years) + [pageLimit, max(0, offset)],
                reading: Self.seriesSummary)
            let genres = try Self.genres(ofSeries: summaries.map(\.id), in: db)
            return CatalogueRecentSeriesList(
                series: summaries.map { CatalogueDiscoveredSeries(summary: $0, genres: genres[$0.id] ?? []) }, totalCount: total,
                titles: CatalogueRecentTitles(years: years, titleCount: total, minimumTitlesPerYear: minimumSeriesPerYear))
        }
    }
}
