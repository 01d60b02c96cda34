import CoreDomain
import MovieListFeature
import MoviesDomain

/// A Movies `MoviePage` as the list screen's `MovieListPage`.
struct MovieListPageMapper {
    func map(_ page: MoviePage, subjectTitle: String? = nil) -> MovieListPage {
        MovieListPage(
            page: page.page,
            totalPages: page.totalPages,
            totalResults: page.totalResults,
            movies: page.movies.map {
                MovieListItem(
                    id: $0.id,
                    title: $0.title,
                    releaseDate: $0.releaseDate?.isoString,
                    voteAverage: $0.rating?.average,
                    voteCount: $0.rating?.voteCount,
                    overview: $0.overview
                )
            },
            subjectTitle: subjectTitle
        )
    }
}
