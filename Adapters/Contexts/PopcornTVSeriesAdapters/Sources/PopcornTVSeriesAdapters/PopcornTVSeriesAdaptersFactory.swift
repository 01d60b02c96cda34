public import EmbeddedCatalogue
public import TMDb
public import TVSeriesInfrastructure

/// Hands the TV series context its remote sources, built over vendor clients the app opened.
public struct PopcornTVSeriesAdaptersFactory: Sendable {
    public init() {}

    /// The TV series remote source answered by the embedded catalogue.
    public func makeCatalogueTVSeriesRemoteDataSource(store: CatalogueStore) -> some TVSeriesRemoteDataSource {
        CatalogueTVSeriesRemoteDataSource(store: store)
    }

    /// The TV series remote source: TMDb's service when a client is given, else the catalogue.
    /// `images` builds image addresses for TMDb's answers; see ``makeTMDbTVSeriesRemoteDataSource(client:images:)``.
    public func makeTVSeriesRemoteDataSource(
        tmdb: TMDbClient?, catalogue: CatalogueStore, images: TMDbImageAddresses? = nil
    ) -> any TVSeriesRemoteDataSource {
        if let tmdb {
            makeTMDbTVSeriesRemoteDataSource(client: tmdb, images: images)
        } else {
            makeCatalogueTVSeriesRemoteDataSource(store: catalogue)
        }
    }

    /// The TV series remote source answered by TMDb's service.
    /// Image addresses come from `images`, shared between sources and kept as it says; without one,
    /// the source asks TMDb's configuration once for itself and keeps it for the process.
    public func makeTMDbTVSeriesRemoteDataSource(client: TMDbClient, images: TMDbImageAddresses? = nil) -> some TVSeriesRemoteDataSource {
        TMDbTVSeriesRemoteDataSource(client: client, images: images ?? TMDbImageAddresses(client: client))
    }
}
