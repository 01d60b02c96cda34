public import Caching
public import MoviesDomain
public import Observability

/// Builds the Movies repository over a remote source and the Platform services. Only
/// `MoviesComposition` uses it.
package struct MoviesInfrastructureFactory: Sendable {
    private let remoteDataSource: any MovieRemoteDataSource
    private let cache: any Cache
    private let observer: any Observer

    package init(remoteDataSource: some MovieRemoteDataSource, cache: some Cache, observer: some Observer) {
        self.remoteDataSource = remoteDataSource
        self.cache = cache
        self.observer = observer
    }

    package func makeMovieRepository() -> some MovieRepository {
        DefaultMovieRepository(remote: remoteDataSource, cache: cache, observer: observer)
    }
}
