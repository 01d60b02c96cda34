import MovieListFeature
import MoviesDomain
import Presentation

extension MovieListDependencies {
    /// The list screen fed by the Movies use cases. A similar list also fetches the movie it
    /// resembles, for its title.
    static func live(_ services: AppServices) -> MovieListDependencies {
        let pages = MovieListPageMapper()
        return MovieListDependencies(
            fetchPopular: { page throws(ViewStateError) in
                pages.map(try await services.popularMovies(page: page))
            },
            fetchTopRated: { page throws(ViewStateError) in
                pages.map(try await services.topRatedMovies(page: page))
            },
            fetchSimilar: { movieID, page throws(ViewStateError) in
                let subject = try await services.movie(id: movieID)
                return pages.map(try await services.similarMovies(to: movieID, page: page), subjectTitle: subject.title)
            }
        )
    }
}
