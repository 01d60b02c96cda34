package import Foundation
package import LibraryDomain

/// Builds the Library use cases over the library's repository and the providers of other
/// contexts' facts. Only `LibraryComposition` uses it.
package struct LibraryApplicationFactory: Sendable {
    private let repository: any LibraryRepository
    private let recall: TitleRecall
    private let now: @Sendable () -> Date
    private let timeZone: @Sendable () -> TimeZone

    package init(
        repository: some LibraryRepository,
        movies: some MovieProviding,
        tvSeries: some TVSeriesProviding,
        people: some PersonProviding,
        now: @escaping @Sendable () -> Date,
        timeZone: @escaping @Sendable () -> TimeZone
    ) {
        self.repository = repository
        recall = TitleRecall(movies: movies, tvSeries: tvSeries, people: people)
        self.now = now
        self.timeZone = timeZone
    }

    package func makeAddToWatchlistUseCase() -> any AddToWatchlistUseCase {
        DefaultAddToWatchlistUseCase(repository: repository, recall: recall, now: now)
    }

    package func makeRemoveFromWatchlistUseCase() -> any RemoveFromWatchlistUseCase {
        DefaultRemoveFromWatchlistUseCase(repository: repository, recall: recall, now: now)
    }

    package func makeListWatchlistUseCase() -> any ListWatchlistUseCase {
        DefaultListWatchlistUseCase(repository: repository, recall: recall)
    }

    package func makeMarkWatchedUseCase() -> any MarkWatchedUseCase {
        DefaultMarkWatchedUseCase(repository: repository, recall: recall, now: now, timeZone: timeZone)
    }

    package func makeListWatchedUseCase() -> any ListWatchedUseCase {
        DefaultListWatchedUseCase(repository: repository, recall: recall)
    }

    package func makeFetchTitleStatusUseCase() -> any FetchTitleStatusUseCase {
        DefaultFetchTitleStatusUseCase(repository: repository)
    }

    package func makeMergeLibraryUseCase() -> any MergeLibraryUseCase {
        DefaultMergeLibraryUseCase(repository: repository)
    }

    package func makeExportLibraryUseCase() -> any ExportLibraryUseCase {
        DefaultExportLibraryUseCase(repository: repository)
    }

    package func makeRecordOpenedUseCase() -> any RecordOpenedUseCase {
        DefaultRecordOpenedUseCase(repository: repository, now: now)
    }

    package func makeFetchHistoryUseCase() -> any FetchHistoryUseCase {
        DefaultFetchHistoryUseCase(repository: repository, recall: recall)
    }

    package func makeRemoveFromHistoryUseCase() -> any RemoveFromHistoryUseCase {
        DefaultRemoveFromHistoryUseCase(repository: repository)
    }

    package func makeClearHistoryUseCase() -> any ClearHistoryUseCase {
        DefaultClearHistoryUseCase(repository: repository)
    }
}
