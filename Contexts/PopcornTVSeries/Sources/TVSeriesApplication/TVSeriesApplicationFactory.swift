package import TVSeriesDomain

/// Builds the TV series use cases over a repository. Only `TVSeriesComposition` uses it.
package struct TVSeriesApplicationFactory: Sendable {
    private let repository: any TVSeriesRepository

    package init(repository: some TVSeriesRepository) {
        self.repository = repository
    }

    package func makeFetchTVSeriesDetailsUseCase() -> any FetchTVSeriesDetailsUseCase {
        DefaultFetchTVSeriesDetailsUseCase(repository: repository)
    }

    package func makeFetchTVSeasonDetailsUseCase() -> any FetchTVSeasonDetailsUseCase {
        DefaultFetchTVSeasonDetailsUseCase(repository: repository)
    }

    package func makeFetchTVEpisodeDetailsUseCase() -> any FetchTVEpisodeDetailsUseCase {
        DefaultFetchTVEpisodeDetailsUseCase(repository: repository)
    }

    package func makeFetchTVSeriesCreditsUseCase() -> any FetchTVSeriesCreditsUseCase {
        DefaultFetchTVSeriesCreditsUseCase(repository: repository)
    }

    package func makeFetchPopularTVSeriesUseCase() -> any FetchPopularTVSeriesUseCase {
        DefaultFetchPopularTVSeriesUseCase(repository: repository)
    }

    package func makeFetchTopRatedTVSeriesUseCase() -> any FetchTopRatedTVSeriesUseCase {
        DefaultFetchTopRatedTVSeriesUseCase(repository: repository)
    }

    package func makeFetchSimilarTVSeriesUseCase() -> any FetchSimilarTVSeriesUseCase {
        DefaultFetchSimilarTVSeriesUseCase(repository: repository)
    }

    package func makeDiscoverTVSeriesUseCase() -> any DiscoverTVSeriesUseCase {
        DefaultDiscoverTVSeriesUseCase(repository: repository)
    }

    package func makeListTVSeriesGenresUseCase() -> any ListTVSeriesGenresUseCase {
        DefaultListTVSeriesGenresUseCase(repository: repository)
    }

    package func makeFetchTrendingTVSeriesUseCase() -> any FetchTrendingTVSeriesUseCase {
        DefaultFetchTrendingTVSeriesUseCase(repository: repository)
    }

    package func makeFetchTVSeriesPreviewUseCase() -> any FetchTVSeriesPreviewUseCase {
        DefaultFetchTVSeriesPreviewUseCase(repository: repository)
    }
}
