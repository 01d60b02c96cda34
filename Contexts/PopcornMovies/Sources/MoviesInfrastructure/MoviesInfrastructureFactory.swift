package import Caching
package import MoviesDomain
package import Observability

/// Builds the Movies repository over a remote source and the Platform services. Only
/// `MoviesComposition` uses it.
package struct MoviesInfrastructureFactory: Sendable {
    private let remoteDataSource: any MovieRemoteDataSource
    private let cache: ReadThroughCache

    package init(remoteDataSource: some MovieRemoteDataSource, cache: some Cache, observer: some Observer) {
        self.remoteDataSource = remoteDataSource
        self.cache = ReadThroughCache(cache: cache, observer: observer, events: "movies", servingStale: .whenSourceUnreachable)
    }

    package func makeMovieRepository() -> some MovieRepository {
        DefaultMovieRepository(remote: remoteDataSource, cache: cache)
    }
}
