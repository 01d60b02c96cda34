public import EmbeddedCatalogue
public import MoviesInfrastructure

/// Hands the Movies context its remote sources, built over vendor clients the app opened.
public struct PopcornMoviesAdaptersFactory: Sendable {
    /// The votes a film needs to be listed among the top rated by the catalogue, so that a film
    /// rated 10 by a handful of people does not top the list.
    public static let minimumVotesForTopRated = CatalogueMovieRemoteDataSource.minimumVotesForTopRated

    public init() {}

    /// The Movies remote source answered by the embedded catalogue.
    public func makeCatalogueMovieRemoteDataSource(store: CatalogueStore) -> some MovieRemoteDataSource {
        CatalogueMovieRemoteDataSource(store: store)
    }
}
