import CastAndCrewFeature
import MoviesComposition
import Presentation

extension CastAndCrewDependencies {
    /// The cast and crew screen fed by the Movies context: the movie (for its title) and its
    /// credits, asked for at once.
    static func live(_ services: AppServices) -> CastAndCrewDependencies {
        let fetchMovie = services.movies.makeFetchMovieDetailsUseCase()
        let fetchCredits = services.movies.makeFetchMovieCreditsUseCase()
        let source = services.sourceName
        return CastAndCrewDependencies { movieID throws(ViewStateError) in
            async let movie = fetchMovie.outcome(id: movieID, source: source)
            async let credits = fetchCredits.outcome(movieID: movieID, source: source)
            return CastAndCrewMapper().map(try await movie.get(), credits: try await credits.get())
        }
    }
}
