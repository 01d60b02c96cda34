public import CoreDomain
public import MoviesDomain

/// Answers with a page of the films trending over a window, most first, each with its genres, and
/// what the list was drawn from (a snapshot has no trending figures: see `TrendingBasis`).
public protocol FetchTrendingMoviesUseCase: Sendable {
    func execute(window: TrendingWindow, page: Int) async throws(FetchTrendingMoviesError) -> TrendingMoviesPage
}
