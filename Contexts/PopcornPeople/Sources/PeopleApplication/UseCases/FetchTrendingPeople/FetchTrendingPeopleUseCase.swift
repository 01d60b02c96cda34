public import CoreDomain
public import PeopleDomain

/// Answers with a page of the people trending over a window, most first, and what the list was
/// drawn from (a snapshot has no trending figures: see `TrendingBasis`).
public protocol FetchTrendingPeopleUseCase: Sendable {
    func execute(window: TrendingWindow, page: Int) async throws(FetchTrendingPeopleError) -> TrendingPeoplePage
}
