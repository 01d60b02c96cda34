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
    public func makePersonRemoteDataSource(tmdb: TMDbClient?, catalogue: CatalogueStore) -> any PersonRemoteDataSource {
        if let tmdb { makeTMDbPersonRemoteDataSource(client: tmdb) } else { makeCataloguePersonRemoteDataSource(store: catalogue) }
    }

    /// The People remote source answered by TMDb's service.
    public func makeTMDbPersonRemoteDataSource(client: TMDbClient) -> some PersonRemoteDataSource {
        TMDbPersonRemoteDataSource(client: client)
    }
}
