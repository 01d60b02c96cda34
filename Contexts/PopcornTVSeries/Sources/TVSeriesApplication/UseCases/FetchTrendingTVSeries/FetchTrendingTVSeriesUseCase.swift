public import CoreDomain
public import TVSeriesDomain

/// Answers with a page of the series trending over a window, most first, each with its genres
/// named, and what the list was drawn from (a snapshot has no trending figures: see `TrendingBasis`).
public protocol FetchTrendingTVSeriesUseCase: Sendable {
    func execute(window: TrendingWindow, page: Int) async throws(FetchTrendingTVSeriesError) -> TrendingTVSeriesPage
}
