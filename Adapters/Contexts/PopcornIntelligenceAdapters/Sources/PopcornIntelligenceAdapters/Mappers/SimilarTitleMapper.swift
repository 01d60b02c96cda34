import CoreDomain
import IntelligenceDomain
import MoviesDomain
import TVSeriesDomain

/// A page of similar films or series as Intelligence's similar titles.
struct SimilarTitleMapper {
    func map(_ page: MoviePage) -> [SimilarTitle] {
        page.movies.map { SimilarTitle(kind: .movie, id: $0.id, name: $0.title, year: $0.releaseYear) }
    }

    func map(_ page: TVSeriesPage) -> [SimilarTitle] {
        page.series.map { SimilarTitle(kind: .tv, id: $0.id, name: $0.name, year: $0.firstAirDate?.year) }
    }
}
