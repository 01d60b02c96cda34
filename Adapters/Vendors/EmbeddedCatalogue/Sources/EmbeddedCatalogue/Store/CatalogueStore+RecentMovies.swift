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
            guard let span = Self.releaseSpan(of: years) else {
                return CatalogueRecentMovieList(
                    movies: [], totalCount: 0,
                    titles: CatalogueRecentTitles(years: [], titleCount: 0, minimumTitlesPerYear: minimumMoviesPerYear))
            }
            // Counted only as far as the list goes, down the release-date index.
            let total =
                try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM (SELECT 1 FROM movie WHERE \(span.condition) LIMIT ?)",
                    arguments: span.arguments + [max(0, movies)]) ?? 0
            let pageLimit = max(0, min(limit, total - max(0, offset)))
            var summaries = try Self.records(
                db, sql: Self.mostPopularFilms(passing: span.condition), arguments: span.arguments + [pageLimit, max(0, offset)],
                reading: Self.movieSummary)
            let genres = try Self.genres(ofMovies: summaries.map(\.id), in: db)
            for index in summaries.indices { summaries[index].genres = genres[summaries[index].id] ?? [] }
            return CatalogueRecentMovieList(
                movies: summaries, totalCount: total,
                titles: CatalogueRecentTitles(years: years, titleCount: total, minimumTitlesPerYear: minimumMoviesPerYear))
        }
    }

    /// The films released in `years` (oldest first; a year between the first and the last may be
    /// missing, as one that held too few films is), as a condition on `movie` and its arguments;
    /// nil for no year.
    static func releaseSpan(of years: [Int]) -> (condition: String, arguments: StatementArguments)? {
        guard let first = years.first, let last = years.last else { return nil }
        let marks = years.map { _ in "?" }.joined(separator: ", ")
        return (
            condition:
                "movie.release_date >= ? AND movie.release_date <= ? AND CAST(substr(movie.release_date, 1, 4) AS INTEGER) IN (\(marks))",
            arguments: ["\(first)-01-01", "\(last)-12-31"] + StatementArguments(years)
        )
    }

    /// A page (`LIMIT ? OFFSET ?`) of the films that pass `condition`, most popular first, ties to the
    /// lower id, read down the popularity index (which holds ties in id order) until the page is
    /// found: the most popular films are mostly recent, so for the busy years the walk stops after a
    /// few dozen films, where reading every film of the span through the release-date index and
    /// sorting them cost far more.
    static func mostPopularFilms(passing condition: String) -> String {
        """
        SELECT \(movieSummaryColumns) FROM movie INDEXED BY movie_by_popularity WHERE \(condition)
        ORDER BY movie.popularity DESC, movie.id LIMIT ? OFFSET ?
        """
    }
}
