import SearchDomain
import TMDb

/// TMDb's search results as Search's own: a film, a series or a person with what a results row
/// shows. A date TMDb leaves blank gives no year.
struct TMDbSearchResultMapper {
    func result(_ item: TMDbMediaItem) -> SearchResult? {
        switch item {
        case .movie(let summary): movie(summary)
        case .tv(let summary): tvSeries(summary)
        case .person(let summary): person(summary)
        case .other: nil
        }
    }

    func movie(_ movie: TMDbMovieSummary) -> SearchResult {
        .movie(MoviePreview(id: movie.id, title: movie.title, originalTitle: movie.originalTitle, year: Self.year(movie.releaseDate)))
    }

    func tvSeries(_ series: TMDbTVSeriesSummary) -> SearchResult {
        .tv(TVSeriesPreview(id: series.id, name: series.name, originalName: series.originalName, year: Self.year(series.firstAirDate)))
    }

    func person(_ person: TMDbPersonSummary) -> SearchResult {
        .person(PersonPreview(id: person.id, name: person.name))
    }

    private static func year(_ date: String?) -> Int? {
        date.flatMap { Int($0.prefix(4)) }
    }
}
