package import Foundation
package import SearchDomain

/// Builds the Search use cases over the index, the history and the providers of other
/// contexts' facts. Only `SearchComposition` uses it.
package struct SearchApplicationFactory: Sendable {
    private let index: any SearchIndex
    private let history: any ViewHistory
    private let movies: any MovieProviding
    private let tvSeries: any TVSeriesProviding
    private let people: any PersonProviding
    private let now: @Sendable () -> Date

    package init(
        index: some SearchIndex, history: some ViewHistory, movies: some MovieProviding, tvSeries: some TVSeriesProviding,
        people: some PersonProviding, now: @escaping @Sendable () -> Date
    ) {
        self.index = index
        self.history = history
        self.movies = movies
        self.tvSeries = tvSeries
        self.people = people
        self.now = now
    }

    package func makeSearchCatalogueUseCase() -> any SearchCatalogueUseCase {
        DefaultSearchCatalogueUseCase(index: index)
    }

    package func makeLookUpIndexEntryUseCase() -> any LookUpIndexEntryUseCase {
        DefaultLookUpIndexEntryUseCase(index: index)
    }

    package func makeRecordViewUseCase() -> any RecordViewUseCase {
        DefaultRecordViewUseCase(history: history, now: now)
    }

    package func makeFetchHistoryUseCase() -> any FetchHistoryUseCase {
        DefaultFetchHistoryUseCase(history: history, movies: movies, tvSeries: tvSeries, people: people)
    }

    package func makeClearHistoryUseCase() -> any ClearHistoryUseCase {
        DefaultClearHistoryUseCase(history: history)
    }
}
