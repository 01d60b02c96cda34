import LibraryDomain
import MovieDetailsFeature
import MoviesApplication
import MoviesComposition
import Presentation

extension MovieDetailsDependencies {
    /// The details screen fed by the Movies context: the movie and its credits, asked for at once.
    static func live(_ services: AppServices) -> MovieDetailsDependencies {
        let fetchMovie = services.movies.makeFetchMovieDetailsUseCase()
        let fetchCredits = services.movies.makeFetchMovieCreditsUseCase()
        let wording = services.failureWording
        let library = TitleStatusLookup(services)
        return MovieDetailsDependencies { movieID throws(ViewStateError) in
            async let movie = wording.outcome { () async throws(FetchMovieDetailsError) in try await fetchMovie.execute(id: movieID) }
            async let credits = wording.outcome { () async throws(FetchMovieCreditsError) in
                try await fetchCredits.execute(movieID: movieID)
            }
            async let status = library.status(of: TitleReference(kind: .movie, id: movieID))
            var details = MovieDetailsMapper().map(try await movie.get(), credits: try await credits.get())
            details.library = await status?.movieDetails
            return details
        }
    }
}
