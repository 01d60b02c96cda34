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
    public func makeTVSeriesRemoteDataSource(tmdb: TMDbClient?, catalogue: CatalogueStore) -> any TVSeriesRemoteDataSource {
        if let tmdb { makeTMDbTVSeriesRemoteDataSource(client: tmdb) } else { makeCatalogueTVSeriesRemoteDataSource(store: catalogue) }
    }

    /// The TV series remote source answered by TMDb's service.
    public func makeTMDbTVSeriesRemoteDataSource(client: TMDbClient) -> some TVSeriesRemoteDataSource {
        TMDbTVSeriesRemoteDataSource(client: client)
    }
}
