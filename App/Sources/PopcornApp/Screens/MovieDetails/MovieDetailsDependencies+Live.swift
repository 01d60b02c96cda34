import MovieDetailsFeature
import MoviesComposition
import Presentation

extension MovieDetailsDependencies {
    /// The details screen fed by the Movies context: the movie and its credits, asked for at once.
    static func live(_ services: AppServices) -> MovieDetailsDependencies {
        let fetchMovie = services.movies.makeFetchMovieDetailsUseCase()
        let fetchCredits = services.movies.makeFetchMovieCreditsUseCase()
        let source = services.sourceName
        return MovieDetailsDependencies { movieID throws(ViewStateError) in
            async let movie = fetchMovie.outcome(id: movieID, source: source)
            async let credits = fetchCredits.outcome(movieID: movieID, source: source)
            return MovieDetailsMapper().map(try await movie.get(), credits: try await credits.get())
        }
    }
}
