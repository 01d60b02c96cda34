package import MoviesDomain

/// Builds the Movies use cases over a repository. Only `MoviesComposition` uses it.
package struct MoviesApplicationFactory: Sendable {
    private let repository: any MovieRepository

    package init(repository: some MovieRepository) {
        self.repository = repository
    }

    package func makeFetchMovieDetailsUseCase() -> any FetchMovieDetailsUseCase {
        DefaultFetchMovieDetailsUseCase(repository: repository)
    }

    package func makeFetchMovieCreditsUseCase() -> any FetchMovieCreditsUseCase {
        DefaultFetchMovieCreditsUseCase(repository: repository)
    }

    package func makeFetchPopularMoviesUseCase() -> any FetchPopularMoviesUseCase {
        DefaultFetchPopularMoviesUseCase(repository: repository)
    }

    package func makeFetchTopRatedMoviesUseCase() -> any FetchTopRatedMoviesUseCase {
        DefaultFetchTopRatedMoviesUseCase(repository: repository)
    }

    package func makeFetchSimilarMoviesUseCase() -> any FetchSimilarMoviesUseCase {
        DefaultFetchSimilarMoviesUseCase(repository: repository)
    }

    package func makeDiscoverMoviesUseCase() -> any DiscoverMoviesUseCase {
        DefaultDiscoverMoviesUseCase(repository: repository)
    }

    package func makeFetchTrendingMoviesUseCase() -> any FetchTrendingMoviesUseCase {
        DefaultFetchTrendingMoviesUseCase(repository: repository)
    }

    package func makeListMovieGenresUseCase() -> any ListMovieGenresUseCase {
        DefaultListMovieGenresUseCase(repository: repository)
    }

    package func makeFetchMoviePreviewUseCase() -> any FetchMoviePreviewUseCase {
        DefaultFetchMoviePreviewUseCase(repository: repository)
    }
}
