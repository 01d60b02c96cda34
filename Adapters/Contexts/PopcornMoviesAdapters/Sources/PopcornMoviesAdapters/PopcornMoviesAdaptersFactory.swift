public import EmbeddedCatalogue
public import MoviesInfrastructure
public import TMDb

/// Hands the Movies context its remote sources, built over vendor clients the app opened.
public struct PopcornMoviesAdaptersFactory: Sendable {
    public init() {}

    /// The Movies remote source answered by the embedded catalogue.
    public func makeCatalogueMovieRemoteDataSource(store: CatalogueStore) -> some MovieRemoteDataSource {
        CatalogueMovieRemoteDataSource(store: store)
    }

    /// The Movies remote source: TMDb's service when a client is given, else the catalogue.
    public func makeMovieRemoteDataSource(tmdb: TMDbClient?, catalogue: CatalogueStore) -> any MovieRemoteDataSource {
        if let tmdb { makeTMDbMovieRemoteDataSource(client: tmdb) } else { makeCatalogueMovieRemoteDataSource(store: catalogue) }
    }

    /// The Movies remote source answered by TMDb's service.
    public func makeTMDbMovieRemoteDataSource(client: TMDbClient) -> some MovieRemoteDataSource {
        TMDbMovieRemoteDataSource(client: client)
    }
}
