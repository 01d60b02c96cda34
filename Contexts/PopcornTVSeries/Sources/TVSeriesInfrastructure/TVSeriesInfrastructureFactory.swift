package import Caching
package import Observability
package import TVSeriesDomain

/// Builds the TVSeries repository over a remote source and the Platform services. Only
/// `TVSeriesComposition` uses it.
package struct TVSeriesInfrastructureFactory: Sendable {
    private let remoteDataSource: any TVSeriesRemoteDataSource
    private let cache: any Cache
    private let observer: any Observer

    package init(remoteDataSource: some TVSeriesRemoteDataSource, cache: some Cache, observer: some Observer) {
        self.remoteDataSource = remoteDataSource
        self.cache = cache
        self.observer = observer
    }

    package func makeTVSeriesRepository() -> some TVSeriesRepository {
        DefaultTVSeriesRepository(remote: remoteDataSource, cache: cache, observer: observer)
    }
}
