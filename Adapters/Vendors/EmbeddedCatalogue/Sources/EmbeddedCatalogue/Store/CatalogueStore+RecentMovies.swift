import GRDB

// The catalogue's recent popular films: what stands for "trending" films in a snapshot, which has
// no daily or weekly figures.
extension CatalogueStore {
    /// The `movies` most popular films released in the last `yearCount` busy years (`busyFilmYears`),
    /// most popular first, each with its genres: none when no year holds `minimumMoviesPerYear` films.
    public func popularRecentMovies(
        movies: Int, yearCount: Int, minimumMoviesPerYear: Int, limit: Int, offset: Int
    ) throws(CatalogueError) -> CatalogueRecentMovieList {
        try read { db in
            let years = try Self.busyFilmYears(count: yearCount, minimumTitles: minimumMoviesPerYear, in: db)
            guard let first = years.first, let last = years.last else {
                return CatalogueRecentMovieList(
                    movies: [], totalCount: 0,
                    titles: CatalogueRecentTitles(years: [], titleCount: 0, minimumTitlesPerYear: minimumMoviesPerYear))
            }
            // Through the release-date index over the span of the busy years, and only those years
            // (one between them may hold too few films).
            let marks = years.map { _ in "?" }.joined(separator: ", ")
            let span =
                "movie.release_date >= ? AND movie.release_date <= ? AND CAST(substr(movie.release_date, 1, 4) AS INTEGER) IN (\(marks))"
            let bounds: StatementArguments = ["\(first)-01-01", "\(last)-12-31"] + StatementArguments(years)
            let held = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM movie WHERE \(span)", arguments: bounds) ?? 0
            let total = min(held, max(0, movies))
            let pageLimit = max(0, min(limit, total - max(0, offset)))
            var summaries = try Self.records(
                db,
                sql:
                    "SELECT \(Self.movieSummaryColumns) FROM movie WHERE \(span) ORDER BY movie.popularity DESC, movie.id LIMIT ? OFFSET ?",
                arguments: bounds + [pageLimit, max(0, offset)], reading: Self.movieSummary)
            let genres = try Self.genres(ofMovies: summaries.map(\.id), in: db)
            for index in summaries.indices { summaries[index].genres = genres[summaries[index].id] ?? [] }
            return CatalogueRecentMovieList(
                movies: summaries, totalCount: total,
                titles: CatalogueRecentTitles(years: years, titleCount: total, minimumTitlesPerYear: minimumMoviesPerYear))
        }
    }
}
