import CastAndCrewFeature
import MoviesApplication
import MoviesComposition
import Presentation
import TVSeriesApplication
import TVSeriesComposition
import TVSeriesDomain

extension CastAndCrewDependencies {
    /// The cast and crew screen fed by the Movies context: the movie (for its title) and its
    /// credits, asked for at once.
    static func live(_ services: AppServices) -> CastAndCrewDependencies {
        let fetchMovie = services.movies.makeFetchMovieDetailsUseCase()
        let fetchCredits = services.movies.makeFetchMovieCreditsUseCase()
        let wording = services.failureWording
        return CastAndCrewDependencies { movieID throws(ViewStateError) in
            async let movie = wording.outcome { () async throws(FetchMovieDetailsError) in try await fetchMovie.execute(id: movieID) }
            async let credits = wording.outcome { () async throws(FetchMovieCreditsError) in
                try await fetchCredits.execute(movieID: movieID)
            }
            return CastAndCrewMapper().map(try await movie.get(), credits: try await credits.get())
        }
    }

    /// The same screen fed by the TV series context: the series (for its first air date) and its
    /// credits aggregated over the episodes held, asked for at once.
    static func liveSeries(_ services: AppServices) -> CastAndCrewDependencies {
        let fetchSeries = services.tvSeries.makeFetchTVSeriesDetailsUseCase()
        let fetchCredits = services.tvSeries.makeFetchTVSeriesCreditsUseCase()
        let wording = services.failureWording
        return CastAndCrewDependencies { seriesID throws(ViewStateError) in
            async let series = wording.outcome { () async throws(FetchTVSeriesDetailsError) in try await fetchSeries.execute(id: seriesID) }
            async let credits = wording.outcome { () async throws(FetchTVSeriesCreditsError) in
                try await fetchCredits.execute(seriesID: seriesID)
            }
            return CastAndCrewMapper().map(try await credits.get(), firstAirDate: try await series.get().firstAirDate)
        }
    }
}
