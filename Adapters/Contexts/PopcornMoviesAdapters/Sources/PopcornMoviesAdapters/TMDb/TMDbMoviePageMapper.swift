import CoreDomain
import MoviesDomain
import TMDb

/// A page of TMDb's movie summaries as Movies' `MoviePage`. With `genreIDs`, each preview carries
/// its genres by id alone (TMDb's lists name none), for the repository to name from its genre list.
struct TMDbMoviePageMapper {
    func map(_ page: TMDbPage<TMDbMovieSummary>, genreIDs: Bool = false) -> MoviePage {
        MoviePage(
            page: page.page,
            totalPages: max(page.totalPages ?? page.page, page.page),
            totalResults: page.totalResults ?? page.results.count,
            movies: page.results.map { summary in
                MoviePreview(
                    id: summary.id,
                    title: summary.title,
                    releaseDate: summary.releaseDate.flatMap(CalendarDate.init(isoString:)),
                    rating: Rating.voted(average: summary.voteAverage, voteCount: summary.voteCount),
                    overview: summary.overview,
                    genres: genreIDs ? summary.genreIDs.map { Genre(id: $0, name: "") } : []
                )
            }
        )
    }
}
