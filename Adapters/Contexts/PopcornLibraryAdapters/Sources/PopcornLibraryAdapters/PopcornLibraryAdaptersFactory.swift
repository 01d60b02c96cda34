public import Foundation
public import LibraryDomain
public import LibraryInfrastructure
public import MoviesApplication
public import PeopleApplication
public import TVSeriesApplication

/// Hands out the adapters that fill the Library context's store and providers. The types behind them
/// stay internal: the context sees its own ports, and the contexts it reads see only their own
/// use cases being called.
public struct PopcornLibraryAdaptersFactory: Sendable {
    public init() {}

    /// The library in the SQLite file at `file` (`$XDG_DATA_HOME/popcorn/library.sqlite`), which
    /// holds the history too: the first time it is opened, the history an earlier release kept in
    /// `historyFile` (`user-data.sqlite`) is copied in, once, and that file left as it was. The
    /// file is opened by the first question asked.
    public func makeSQLiteStore(fileAt file: URL, carryingHistoryFrom historyFile: URL?) -> some LibraryStore & HistoryStore {
        SQLiteLibraryStore(fileAt: file, carryingHistoryFrom: historyFile)
    }

    /// What a movie is, asked of the Movies context's preview use case.
    public func makeMovieProvider(fetchMoviePreview: any FetchMoviePreviewUseCase) -> some MovieProviding {
        MovieProviderAdapter(fetchMoviePreview: fetchMoviePreview)
    }

    /// What a TV series is, asked of the TV series context's preview use case.
    public func makeTVSeriesProvider(fetchTVSeriesPreview: any FetchTVSeriesPreviewUseCase) -> some TVSeriesProviding {
        TVSeriesProviderAdapter(fetchTVSeriesPreview: fetchTVSeriesPreview)
    }

    /// What a person is, asked of the People context's details use case.
    public func makePersonProvider(fetchPersonDetails: any FetchPersonDetailsUseCase) -> some PersonProviding {
        PersonProviderAdapter(fetchPersonDetails: fetchPersonDetails)
    }
}
