import SearchDomain
import TMDb

/// TMDb's search results as Search's own: a film, a series or a person with what a results row
/// shows. A date TMDb leaves blank gives no year.
struct TMDbSearchResultMapper {
    func result(_ item: TMDbMediaItem) -> SearchResult? {
        switch item {
        case .movie(let summary): film(summary)
        case .tv(let summary): series(summary)
        case .person(let summary): person(summary)
        case .other: nil
        }
    }

    func film(_ movie: TMDbMovieSummary) -> SearchResult {
        .film(FilmPreview(id: movie.id, title: movie.title, originalTitle: movie.originalTitle, year: Self.year(movie.releaseDate)))
    }

    func series(_ series: TMDbTVSeriesSummary) -> SearchResult {
        .series(SeriesPreview(id: series.id, name: series.name, originalName: series.originalName, year: Self.year(series.firstAirDate)))
    }

    func person(_ person: TMDbPersonSummary) -> SearchResult {
        .person(PersonPreview(id: person.id, name: person.name))
    }

    private static func year(_ date: String?) -> Int? {
        date.flatMap { Int($0.prefix(4)) }
    }
}
