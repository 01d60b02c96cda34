package import Foundation
package import SearchDomain

/// Builds the Search use cases over the index, the history and the providers of other
/// contexts' facts. Only `SearchComposition` uses it.
package struct SearchApplicationFactory: Sendable {
    private let index: any SearchIndex
    private let history: any ViewHistory
    private let films: any FilmProviding
    private let series: any SeriesProviding
    private let people: any PersonProviding
    private let now: @Sendable () -> Date

    package init(
        index: some SearchIndex, history: some ViewHistory, films: some FilmProviding, series: some SeriesProviding,
        people: some PersonProviding, now: @escaping @Sendable () -> Date
    ) {
        self.index = index
        self.history = history
        self.films = films
        self.series = series
        self.people = people
        self.now = now
    }

    package func makeSearchCatalogueUseCase() -> any SearchCatalogueUseCase {
        DefaultSearchCatalogueUseCase(index: index)
    }

    package func makeRecordViewUseCase() -> any RecordViewUseCase {
        DefaultRecordViewUseCase(history: history, now: now)
    }

    package func makeFetchHistoryUseCase() -> any FetchHistoryUseCase {
        DefaultFetchHistoryUseCase(history: history, films: films, series: series, people: people)
    }

    package func makeClearHistoryUseCase() -> any ClearHistoryUseCase {
        DefaultClearHistoryUseCase(history: history)
    }
}
