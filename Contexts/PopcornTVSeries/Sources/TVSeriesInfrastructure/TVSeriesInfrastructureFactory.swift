package import Caching
package import Observability
package import TVSeriesDomain

/// Builds the TV series repository over a remote source and the Platform services. Only
/// `TVSeriesComposition` uses it.
package struct TVSeriesInfrastructureFactory: Sendable {
    private let remoteDataSource: any TVSeriesRemoteDataSource
    private let cache: ReadThroughCache

    package init(remoteDataSource: some TVSeriesRemoteDataSource, cache: some Cache, observer: some Observer) {
        self.remoteDataSource = remoteDataSource
        self.cache = ReadThroughCache(cache: cache, observer: observer, events: "tv", servingStale: .whenSourceUnreachable)
    }

    package func makeTVSeriesRepository() -> some TVSeriesRepository {
        DefaultTVSeriesRepository(remote: remoteDataSource, cache: cache)
    }
}
