import MovieDetailsFeature
import Presentation

extension MovieDetailsDependencies {
    /// The details screen fed by the Movies use cases: the movie, then its credits.
    static func live(_ services: AppServices) -> MovieDetailsDependencies {
        MovieDetailsDependencies { movieID throws(ViewStateError) in
            let movie = try await services.movie(id: movieID)
            let credits = try await services.credits(movieID: movieID)
            return MovieDetailsMapper().map(movie, credits: credits)
        }
    }
}
