import CastAndCrewFeature
import Presentation

extension CastAndCrewDependencies {
    /// The cast and crew screen fed by the Movies use cases: the movie for its title, then its credits.
    static func live(_ services: AppServices) -> CastAndCrewDependencies {
        CastAndCrewDependencies { movieID throws(ViewStateError) in
            let movie = try await services.movie(id: movieID)
            let credits = try await services.credits(movieID: movieID)
            return CastAndCrewMapper().map(movie, credits: credits)
        }
    }
}
