public import DataPersistence
public import Foundation
public import IntelligenceApplication
public import IntelligenceDomain
import IntelligenceInfrastructure

/// The Intelligence context's one public door: give it the providers through which it learns
/// what other contexts own (and, where it keeps entries of its own, the durable store they are
/// kept in), and it vends the use cases, wired and ready. Built once, by the app's composition
/// root.
public struct PopcornIntelligenceFactory: Sendable {
    private let application: IntelligenceApplicationFactory

    public init(
        movies: some MovieProviding,
        tvSeries: some TVSeriesProviding,
        people: some PersonProviding,
        store: some DurableStore,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        let infrastructure = IntelligenceInfrastructureFactory(store: store)
        application = IntelligenceApplicationFactory(
            movies: movies,
            tvSeries: tvSeries,
            people: people,
            entries: infrastructure.makeIntelligenceEntryStore(),
            now: now
        )
    }

    public func makeFetchMoviePreviewUseCase() -> any FetchMoviePreviewUseCase {
        application.makeFetchMoviePreviewUseCase()
    }

    public func makeFetchTVSeriesPreviewUseCase() -> any FetchTVSeriesPreviewUseCase {
        application.makeFetchTVSeriesPreviewUseCase()
    }

    public func makeFetchPersonPreviewUseCase() -> any FetchPersonPreviewUseCase {
        application.makeFetchPersonPreviewUseCase()
    }

    public func makeSaveIntelligenceEntryUseCase() -> any SaveIntelligenceEntryUseCase {
        application.makeSaveIntelligenceEntryUseCase()
    }
}
