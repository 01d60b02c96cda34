public import EmbeddedCatalogue
public import Foundation
public import MoviesApplication
public import Observability
public import PeopleApplication
public import SearchDomain
public import TMDb
public import TVSeriesApplication

/// Hands out the adapters that fill the Search context's ports. The types behind them stay
/// internal: Search sees its own ports, and the contexts behind the providers see only their
/// own use cases being called.
public struct PopcornSearchAdaptersFactory: Sendable {
    public init() {}

    /// The index of the catalogue's films, series and people, and of the TMDb id exports in
    /// `exportsFolder`, kept in `file` (in memory when nil) and built on the first search that needs it.
    public func makeSearchIndex(catalogue: CatalogueStore, catalogueFingerprint: String, file: URL?, exportsFolder: URL?)
        -> some SearchIndex
    {
        SQLiteSearchIndex(
            file: file,
            sources: SearchIndexSources(catalogue: catalogue, catalogueFingerprint: catalogueFingerprint, exportsFolder: exportsFolder))
    }

    /// TMDb's own search, falling back to `local` (with a `search.source.fallback` event) when
    /// TMDb cannot be reached.
    public func makeTMDbSearchIndex(client: TMDbClient, local: some SearchIndex, observer: some Observer) -> some SearchIndex {
        FallbackSearchIndex(primary: TMDbSearchIndex(client: client), fallback: local, observer: observer)
    }

    public func makeMovieProvider(fetchMovieDetails: any FetchMovieDetailsUseCase) -> some MovieProviding {
        MovieProviderAdapter(fetchMovieDetails: fetchMovieDetails)
    }

    public func makeTVSeriesProvider(fetchTVSeriesDetails: any FetchTVSeriesDetailsUseCase) -> some TVSeriesProviding {
        TVSeriesProviderAdapter(fetchTVSeriesDetails: fetchTVSeriesDetails)
    }

    public func makePersonProvider(fetchPersonDetails: any FetchPersonDetailsUseCase) -> some PersonProviding {
        PersonProviderAdapter(fetchPersonDetails: fetchPersonDetails)
    }
}
