import CoreDomain
import EmbeddedCatalogue
import MoviesDomain

/// A slice of a catalogue list as a numbered `MoviePage`.
struct CatalogueMoviePageMapper {
    let pageSize: Int

    func map(_ list: CatalogueMovieList, page: Int) -> MoviePage {
        MoviePage(
            page: page,
            totalPages: max(1, (list.totalCount + pageSize - 1) / pageSize),
            totalResults: list.totalCount,
            movies: list.movies.map(preview)
        )
    }

    private func preview(_ summary: CatalogueMovieSummary) -> MoviePreview {
        MoviePreview(
            id: summary.id,
            title: summary.title,
            releaseDate: summary.releaseDate.flatMap(CalendarDate.init(isoString:)),
            rating: CatalogueRatingMapper().map(average: summary.voteAverage, voteCount: summary.voteCount),
            overview: summary.overview
        )
    }
}
