package import Foundation
package import IntelligenceDomain

/// Builds the Intelligence use cases over the providers of other contexts' facts. Only
/// `IntelligenceComposition` uses it.
package struct IntelligenceApplicationFactory: Sendable {
    private let movies: any MovieProviding
    private let tvSeries: any TVSeriesProviding
    private let people: any PersonProviding
    private let entries: any IntelligenceEntryStore
    private let now: @Sendable () -> Date

    package init(
        movies: some MovieProviding,
        tvSeries: some TVSeriesProviding,
        people: some PersonProviding,
        entries: some IntelligenceEntryStore,
        now: @escaping @Sendable () -> Date
    ) {
        self.movies = movies
        self.tvSeries = tvSeries
        self.people = people
        self.entries = entries
        self.now = now
    }

    package func makeFetchMoviePreviewUseCase() -> any FetchMoviePreviewUseCase {
        DefaultFetchMoviePreviewUseCase(movies: movies)
    }

    package func makeFetchTVSeriesPreviewUseCase() -> any FetchTVSeriesPreviewUseCase {
        DefaultFetchTVSeriesPreviewUseCase(tvSeries: tvSeries)
    }

    package func makeFetchPersonPreviewUseCase() -> any FetchPersonPreviewUseCase {
        DefaultFetchPersonPreviewUseCase(people: people)
    }

    package func makeSaveIntelligenceEntryUseCase() -> any SaveIntelligenceEntryUseCase {
        DefaultSaveIntelligenceEntryUseCase(
            movies: movies,
            tvSeries: tvSeries,
            people: people,
            entries: entries,
            now: now)
    }
}
