public import EmbeddedCatalogue
public import TVSeriesInfrastructure

/// Hands the TV series context its remote sources, built over vendor clients the app opened.
public struct PopcornTVSeriesAdaptersFactory: Sendable {
    public init() {}

    /// The TV series remote source answered by the embedded catalogue.
    public func makeCatalogueTVSeriesRemoteDataSource(store: CatalogueStore) -> some TVSeriesRemoteDataSource {
        CatalogueTVSeriesRemoteDataSource(store: store)
    }
}
