import CastAndCrewFeature
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
        let source = services.sourceName
        return CastAndCrewDependencies { movieID throws(ViewStateError) in
            async let movie = fetchMovie.outcome(id: movieID, source: source)
            async let credits = fetchCredits.outcome(movieID: movieID, source: source)
            return CastAndCrewMapper().map(try await movie.get(), credits: try await credits.get())
        }
    }

    /// The same screen fed by the TV series context: the series (for its first air date) and its
    /// credits aggregated over the episodes held, asked for at once.
    static func liveSeries(_ services: AppServices) -> CastAndCrewDependencies {
        let fetchSeries = services.series.makeFetchTVSeriesDetailsUseCase()
        let fetchCredits = services.series.makeFetchTVSeriesCreditsUseCase()
        let source = services.sourceName
        return CastAndCrewDependencies { seriesID throws(ViewStateError) in
            async let series = tvSeriesOutcome(source: source) { () async throws(TVSeriesRequestError) in
                try await fetchSeries.execute(id: seriesID)
            }
            async let credits = tvSeriesOutcome(source: source) { () async throws(TVSeriesRequestError) in
                try await fetchCredits.execute(seriesID: seriesID)
            }
            return TVSeriesScreensMapper().castAndCrew(try await credits.get(), firstAirDate: try await series.get().firstAirDate)
        }
    }
}
