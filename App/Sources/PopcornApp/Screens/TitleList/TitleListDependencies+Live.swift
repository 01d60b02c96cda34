import MoviesComposition
import MoviesDomain
import Presentation
import TVSeriesApplication
import TVSeriesComposition
import TVSeriesDomain
import TitleListFeature

extension TitleListDependencies {
    /// The list screen fed by the Movies context. A similar list also fetches the movie it
    /// resembles, for its title, at the same time as the list.
    static func live(_ services: AppServices) -> TitleListDependencies {
        let fetchPopular = services.movies.makeFetchPopularMoviesUseCase()
        let fetchTopRated = services.movies.makeFetchTopRatedMoviesUseCase()
        let fetchSimilar = services.movies.makeFetchSimilarMoviesUseCase()
        let fetchMovie = services.movies.makeFetchMovieDetailsUseCase()
        let fetchPopularSeries = services.series.makeFetchPopularTVSeriesUseCase()
        let fetchTopRatedSeries = services.series.makeFetchTopRatedTVSeriesUseCase()
        let fetchSimilarSeries = services.series.makeFetchSimilarTVSeriesUseCase()
        let fetchSeries = services.series.makeFetchTVSeriesDetailsUseCase()
        let source = services.sourceName
        let pages = MovieListPageMapper()
        let seriesPages = TVSeriesScreensMapper()
        return TitleListDependencies(
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
            },
            fetchPopularSeries: { page throws(ViewStateError) in
                seriesPages.page(
                    try await tvSeriesOutcome(source: source) { () async throws(TVSeriesRequestError) in
                        try await fetchPopularSeries.execute(page: page)
                    }.get())
            },
            fetchTopRatedSeries: { page throws(ViewStateError) in
                seriesPages.page(
                    try await tvSeriesOutcome(source: source) { () async throws(TVSeriesRequestError) in
                        try await fetchTopRatedSeries.execute(page: page)
                    }.get())
            },
            fetchSimilarSeries: { seriesID, page throws(ViewStateError) in
                async let subject = tvSeriesOutcome(source: source) { () async throws(TVSeriesRequestError) in
                    try await fetchSeries.execute(id: seriesID)
                }
                async let similar = tvSeriesOutcome(source: source) { () async throws(TVSeriesRequestError) in
                    try await fetchSimilarSeries.execute(seriesID: seriesID, page: page)
                }
                return seriesPages.page(try await similar.get(), subjectTitle: try await subject.get().name)
            }
        )
    }
}
