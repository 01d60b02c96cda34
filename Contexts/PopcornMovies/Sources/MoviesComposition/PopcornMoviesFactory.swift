public import Caching
public import MoviesApplication
import MoviesDomain
public import MoviesInfrastructure
public import Observability

/// The Movies context's one public door: give it a remote source and the Platform services, and
/// it vends the use cases, wired and ready. Built once, by the app's composition root.
public struct PopcornMoviesFactory: Sendable {
    private let application: MoviesApplicationFactory

    public init(remoteDataSource: some MovieRemoteDataSource, cache: some Cache, observer: some Observer) {
        let infrastructure = MoviesInfrastructureFactory(remoteDataSource: remoteDataSource, cache: cache, observer: observer)
        application = MoviesApplicationFactory(repository: infrastructure.makeMovieRepository())
    }

    public func makeFetchMovieDetailsUseCase() -> any FetchMovieDetailsUseCase {
        application.makeFetchMovieDetailsUseCase()
    }

    public func makeFetchMovieCreditsUseCase() -> any FetchMovieCreditsUseCase {
        application.makeFetchMovieCreditsUseCase()
    }

    public func makeFetchPopularMoviesUseCase() -> any FetchPopularMoviesUseCase {
        application.makeFetchPopularMoviesUseCase()
    }

    public func makeFetchTopRatedMoviesUseCase() -> any FetchTopRatedMoviesUseCase {
        application.makeFetchTopRatedMoviesUseCase()
    }

    public func makeFetchSimilarMoviesUseCase() -> any FetchSimilarMoviesUseCase {
        application.makeFetchSimilarMoviesUseCase()
    }

    public func makeDiscoverMoviesUseCase() -> any DiscoverMoviesUseCase {
        application.makeDiscoverMoviesUseCase()
    }

    public func makeFetchTrendingMoviesUseCase() -> any FetchTrendingMoviesUseCase {
        application.makeFetchTrendingMoviesUseCase()
    }

    public func makeListMovieGenresUseCase() -> any ListMovieGenresUseCase {
        application.makeListMovieGenresUseCase()
    }

    public func makeFetchMoviePreviewUseCase() -> any FetchMoviePreviewUseCase {
        application.makeFetchMoviePreviewUseCase()
    }
}
