package import Caching
package import Observability
package import PeopleDomain

/// Builds the People repository over a remote source and the Platform services. Only
/// `PeopleComposition` uses it.
package struct PeopleInfrastructureFactory: Sendable {
    private let remoteDataSource: any PersonRemoteDataSource
    private let cache: ReadThroughCache

    package init(remoteDataSource: some PersonRemoteDataSource, cache: some Cache, observer: some Observer) {
        self.remoteDataSource = remoteDataSource
        self.cache = ReadThroughCache(cache: cache, observer: observer, events: "people", servingStale: .whenSourceUnreachable)
    }

    package func makePersonRepository() -> some PersonRepository {
        DefaultPersonRepository(remote: remoteDataSource, cache: cache)
    }
}
