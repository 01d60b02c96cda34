public import TVSeriesDomain

/// Answers with one page of the series drawing the most interest, most popular first.
public protocol FetchPopularTVSeriesUseCase: Sendable {
    func execute(page: Int) async throws(FetchPopularTVSeriesError) -> TVSeriesPage
}
