public import Caching
public import Observability
public import TVSeriesApplication
import TVSeriesDomain
public import TVSeriesInfrastructure

/// The TV series context's one public door: give it a remote source and the Platform services, and
/// it vends the use cases, wired and ready. Built once, by the app's composition root.
public struct PopcornTVSeriesFactory: Sendable {
    private let application: TVSeriesApplicationFactory

    public init(remoteDataSource: some TVSeriesRemoteDataSource, cache: some Cache, observer: some Observer) {
        let infrastructure = TVSeriesInfrastructureFactory(remoteDataSource: remoteDataSource, cache: cache, observer: observer)
        application = TVSeriesApplicationFactory(repository: infrastructure.makeTVSeriesRepository())
    }

    public func makeFetchTVSeriesDetailsUseCase() -> any FetchTVSeriesDetailsUseCase {
        application.makeFetchTVSeriesDetailsUseCase()
    }

    public func makeFetchTVSeasonDetailsUseCase() -> any FetchTVSeasonDetailsUseCase {
        application.makeFetchTVSeasonDetailsUseCase()
    }

    public func makeFetchTVEpisodeDetailsUseCase() -> any FetchTVEpisodeDetailsUseCase {
        application.makeFetchTVEpisodeDetailsUseCase()
    }

    public func makeFetchTVSeriesCreditsUseCase() -> any FetchTVSeriesCreditsUseCase {
        application.makeFetchTVSeriesCreditsUseCase()
    }

    public func makeFetchPopularTVSeriesUseCase() -> any FetchPopularTVSeriesUseCase {
        application.makeFetchPopularTVSeriesUseCase()
    }

    public func makeFetchTopRatedTVSeriesUseCase() -> any FetchTopRatedTVSeriesUseCase {
        application.makeFetchTopRatedTVSeriesUseCase()
    }

    public func makeFetchSimilarTVSeriesUseCase() -> any FetchSimilarTVSeriesUseCase {
        application.makeFetchSimilarTVSeriesUseCase()
    }

    public func makeDiscoverTVSeriesUseCase() -> any DiscoverTVSeriesUseCase {
        application.makeDiscoverTVSeriesUseCase()
    }

    public func makeListTVSeriesGenresUseCase() -> any ListTVSeriesGenresUseCase {
        application.makeListTVSeriesGenresUseCase()
    }

    public func makeFetchTrendingTVSeriesUseCase() -> any FetchTrendingTVSeriesUseCase {
        application.makeFetchTrendingTVSeriesUseCase()
    }

    public func makeFetchTVSeriesPreviewUseCase() -> any FetchTVSeriesPreviewUseCase {
        application.makeFetchTVSeriesPreviewUseCase()
    }
}
