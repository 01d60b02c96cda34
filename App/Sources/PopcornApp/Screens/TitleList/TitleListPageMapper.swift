import CoreDomain
import MoviesDomain
import TitleListFeature

/// A Movies `MoviePage` as the list screen's `TitleListPage`.
struct MovieListPageMapper {
    func map(_ page: MoviePage, subjectTitle: String? = nil) -> TitleListPage {
        TitleListPage(
            page: page.page,
            totalPages: page.totalPages,
            totalResults: page.totalResults,
            items: page.movies.map {
                TitleListItem(
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
