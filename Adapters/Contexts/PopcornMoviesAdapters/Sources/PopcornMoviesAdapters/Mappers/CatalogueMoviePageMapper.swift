import CoreDomain
import EmbeddedCatalogue
import MoviesDomain

/// A slice of a catalogue list as a numbered `MoviePage`, and one film's row as its preview.
struct CatalogueMoviePageMapper {
    func map(_ list: CatalogueMovieList, page: CataloguePage) -> MoviePage {
        map(list.movies, totalCount: list.totalCount, page: page)
    }

    func map(_ movies: [CatalogueMovieSummary], totalCount: Int, page: CataloguePage) -> MoviePage {
        MoviePage(
            page: page.number,
            totalPages: CataloguePage.count(forTotal: totalCount),
            totalResults: totalCount,
            movies: movies.map(preview)
        )
    }

    func preview(_ summary: CatalogueMovieSummary) -> MoviePreview {
        MoviePreview(
            id: summary.id,
            title: summary.title,
            releaseDate: summary.releaseDate.flatMap(CalendarDate.init(isoString:)),
            rating: Rating.voted(average: summary.voteAverage, voteCount: summary.voteCount),
            overview: summary.overview,
            figuresAsOf: summary.figuresAsOf,
            genres: summary.genres.map { Genre(id: $0.id, name: $0.name) }
        )
    }
}
