public import Foundation
public import LibraryApplication
public import LibraryDomain
public import LibraryInfrastructure

/// The Library context's one public door: give it the stores the adapters fill (the watchlist
/// and watches, and the history) and the providers through which it learns what a film, series
/// or person is today, and it vends the use cases, wired and ready. Built once, by the app's
/// composition root.
public struct PopcornLibraryFactory: Sendable {
    private let application: LibraryApplicationFactory

    /// - Parameters:
    ///   - now: the clock every change is stamped with.
    ///   - timeZone: where "today" is, the day a watch defaults to: asked when a watch is
    ///     recorded, not before (Foundation's look-up of the system's time zone cost a list of the
    ///     watchlist a twentieth of its run).
    public init(
        library: some LibraryStore,
        history: some HistoryStore,
        movies: some MovieProviding,
        tvSeries: some TVSeriesProviding,
        people: some PersonProviding,
        now: @escaping @Sendable () -> Date = Date.init,
        timeZone: @escaping @Sendable () -> TimeZone = { .current }
    ) {
        let infrastructure = LibraryInfrastructureFactory(library: library, history: history)
        application = LibraryApplicationFactory(
            repository: infrastructure.makeLibraryRepository(),
            movies: movies,
            tvSeries: tvSeries,
            people: people,
            now: now,
            timeZone: timeZone
        )
    }

    public func makeAddToWatchlistUseCase() -> any AddToWatchlistUseCase {
        application.makeAddToWatchlistUseCase()
    }

    public func makeRemoveFromWatchlistUseCase() -> any RemoveFromWatchlistUseCase {
        application.makeRemoveFromWatchlistUseCase()
    }

    public func makeListWatchlistUseCase() -> any ListWatchlistUseCase {
        application.makeListWatchlistUseCase()
    }

    public func makeMarkWatchedUseCase() -> any MarkWatchedUseCase {
        application.makeMarkWatchedUseCase()
    }

    public func makeListWatchedUseCase() -> any ListWatchedUseCase {
        application.makeListWatchedUseCase()
    }

    public func makeFetchTitleStatusUseCase() -> any FetchTitleStatusUseCase {
        application.makeFetchTitleStatusUseCase()
    }

    public func makeMergeLibraryUseCase() -> any MergeLibraryUseCase {
        application.makeMergeLibraryUseCase()
    }

    public func makeExportLibraryUseCase() -> any ExportLibraryUseCase {
        application.makeExportLibraryUseCase()
    }

    public func makeRecordOpenedUseCase() -> any RecordOpenedUseCase {
        application.makeRecordOpenedUseCase()
    }

    public func makeFetchHistoryUseCase() -> any FetchHistoryUseCase {
        application.makeFetchHistoryUseCase()
    }

    public func makeRemoveFromHistoryUseCase() -> any RemoveFromHistoryUseCase {
        application.makeRemoveFromHistoryUseCase()
    }

    public func makeClearHistoryUseCase() -> any ClearHistoryUseCase {
        application.makeClearHistoryUseCase()
    }
}
