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
    /// `images` builds image addresses for TMDb's answers; see ``makeTMDbMovieRemoteDataSource(client:images:)``.
    public func makeMovieRemoteDataSource(
        tmdb: TMDbClient?, catalogue: CatalogueStore, images: TMDbImageAddresses? = nil
    ) -> any MovieRemoteDataSource {
        if let tmdb {
            makeTMDbMovieRemoteDataSource(client: tmdb, images: images)
        } else {
            makeCatalogueMovieRemoteDataSource(store: catalogue)
        }
    }

    /// The Movies remote source answered by TMDb's service.
    /// Image addresses come from `images`, shared between sources and kept as it says; without one,
    /// the source asks TMDb's configuration once for itself and keeps it for the process.
    public func makeTMDbMovieRemoteDataSource(client: TMDbClient, images: TMDbImageAddresses? = nil) -> some MovieRemoteDataSource {
        TMDbMovieRemoteDataSource(client: client, images: images ?? TMDbImageAddresses(client: client))
    }
}
