public import TVSeriesDomain

/// Answers with one page of the best-rated series, highest first.
public protocol FetchTopRatedTVSeriesUseCase: Sendable {
    func execute(page: Int) async throws(FetchTopRatedTVSeriesError) -> TVSeriesPage
}
