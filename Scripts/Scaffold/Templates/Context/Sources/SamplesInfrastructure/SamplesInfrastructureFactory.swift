package import Caching
package import Observability
package import SamplesDomain

/// Builds the Sample items repository over a remote source and the Platform services. Only
/// `SamplesComposition` uses it.
package struct SamplesInfrastructureFactory: Sendable {
    private let remoteDataSource: any SampleEntityRemoteDataSource
    private let cache: ReadThroughCache

    package init(remoteDataSource: some SampleEntityRemoteDataSource, cache: some Cache, observer: some Observer) {
        self.remoteDataSource = remoteDataSource
        self.cache = ReadThroughCache(cache: cache, observer: observer, events: "samples", servingStale: .whenSourceUnreachable)
    }

    package func makeSampleEntityRepository() -> some SampleEntityRepository {
        DefaultSampleEntityRepository(remote: remoteDataSource, cache: cache)
    }
}
