public import EmbeddedCatalogue
public import PeopleInfrastructure
public import TMDb

/// Hands the People context its remote sources, built over vendor clients the app opened.
public struct PopcornPeopleAdaptersFactory: Sendable {
    public init() {}

    /// The People remote source answered by the embedded catalogue.
    public func makeCataloguePersonRemoteDataSource(store: CatalogueStore) -> some PersonRemoteDataSource {
        CataloguePersonRemoteDataSource(store: store)
    }

    /// The People remote source: TMDb's service when a client is given, else the catalogue.
    /// `images` builds image addresses for TMDb's answers; see ``makeTMDbPersonRemoteDataSource(client:images:)``.
    public func makePersonRemoteDataSource(
        tmdb: TMDbClient?, catalogue: CatalogueStore, images: TMDbImageAddresses? = nil
    ) -> any PersonRemoteDataSource {
        if let tmdb {
            makeTMDbPersonRemoteDataSource(client: tmdb, images: images)
        } else {
            makeCataloguePersonRemoteDataSource(store: catalogue)
        }
    }

    /// The People remote source answered by TMDb's service.
    /// Image addresses come from `images`, shared between sources and kept as it says; without one,
    /// the source asks TMDb's configuration once for itself and keeps it for the process.
    public func makeTMDbPersonRemoteDataSource(client: TMDbClient, images: TMDbImageAddresses? = nil) -> some PersonRemoteDataSource {
        TMDbPersonRemoteDataSource(client: client, images: images ?? TMDbImageAddresses(client: client))
    }
}
