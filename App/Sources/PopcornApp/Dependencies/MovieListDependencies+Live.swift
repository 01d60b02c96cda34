import MovieListFeature
import MoviesComposition
import MoviesDomain
import Presentation

extension MovieListDependencies {
    /// The list screen fed by the Movies context. A similar list also fetches the movie it
    /// resembles, for its title, at the same time as the list.
    static func live(_ services: AppServices) -> MovieListDependencies {
        let fetchPopular = services.movies.makeFetchPopularMoviesUseCase()
        let fetchTopRated = services.movies.makeFetchTopRatedMoviesUseCase()
        let fetchSimilar = services.movies.makeFetchSimilarMoviesUseCase()
        let fetchMovie = services.movies.makeFetchMovieDetailsUseCase()
        let source = services.sourceName
        let pages = MovieListPageMapper()
        return MovieListDependencies(
            fetchPopular: { page throws(ViewStateError) in
                pages.map(try await fetchPopular.outcome(page: page, source: source).get())
            },
            fetchTopRated: { page throws(ViewStateError) in
                pages.map(try await fetchTopRated.outcome(page: page, source: source).get())
            },
            fetchSimilar: { movieID, page throws(ViewStateError) in
                async let subject = fetchMovie.outcome(id: movieID, source: source)
                async let similar = fetchSimilar.outcome(movieID: movieID, page: page, source: source)
                return pages.map(try await similar.get(), subjectTitle: try await subject.get().title)
            }
        )
    }
}
