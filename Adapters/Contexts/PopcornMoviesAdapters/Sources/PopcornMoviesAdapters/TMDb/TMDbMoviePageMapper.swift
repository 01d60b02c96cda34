import CoreDomain
import MoviesDomain
import TMDb

/// A page of TMDb's movie summaries as Movies' `MoviePage`. With `genreIDs`, each preview carries
/// its genres by id alone (TMDb's lists name none), for the repository to name from its genre list.
struct TMDbMoviePageMapper {
    func map(_ page: TMDbPage<TMDbMovieSummary>, genreIDs: Bool = false) -> MoviePage {
        map(page.results, page: page.page, totalPages: page.totalPages, totalResults: page.totalResults, genreIDs: genreIDs)
    }

    /// The films of a page whose other rows were of other kinds (a trending page's).
    func map(_ summaries: [TMDbMovieSummary], page: Int, totalPages: Int?, totalResults: Int?, genreIDs: Bool) -> MoviePage {
        MoviePage(
            page: page,
            totalPages: max(totalPages ?? page, page),
            totalResults: totalResults ?? summaries.count,
            movies: summaries.map { summary in
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
