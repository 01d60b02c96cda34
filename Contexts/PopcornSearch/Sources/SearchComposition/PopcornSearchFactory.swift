public import DataPersistence
public import Foundation
public import SearchApplication
public import SearchDomain
import SearchInfrastructure

/// The Search context's one public door: give it an index, a durable store for the history,
/// and the providers through which it learns what a movie, series or person is today, and it
/// vends the use cases, wired and ready. Built once, by the app's composition root.
public struct PopcornSearchFactory: Sendable {
    private let application: SearchApplicationFactory

    public init(
        index: some SearchIndex, store: some DurableStore, movies: some MovieProviding, tvSeries: some TVSeriesProviding,
        people: some PersonProviding, now: @escaping @Sendable () -> Date = Date.init
    ) {
        let infrastructure = SearchInfrastructureFactory(store: store)
        application = SearchApplicationFactory(
            index: index, history: infrastructure.makeViewHistory(), movies: movies, tvSeries: tvSeries, people: people, now: now)
    }

    public func makeSearchCatalogueUseCase() -> any SearchCatalogueUseCase {
        application.makeSearchCatalogueUseCase()
    }

    public func makeLookUpIndexEntryUseCase() -> any LookUpIndexEntryUseCase {
        application.makeLookUpIndexEntryUseCase()
    }

    public func makeRecordViewUseCase() -> any RecordViewUseCase {
        application.makeRecordViewUseCase()
    }

    public func makeFetchHistoryUseCase() -> any FetchHistoryUseCase {
        application.makeFetchHistoryUseCase()
    }

    public func makeClearHistoryUseCase() -> any ClearHistoryUseCase {
        application.makeClearHistoryUseCase()
    }
}
