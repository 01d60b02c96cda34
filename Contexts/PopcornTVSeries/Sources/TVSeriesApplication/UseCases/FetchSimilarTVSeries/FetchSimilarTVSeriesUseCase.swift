public import TVSeriesDomain

/// Answers with one page of series like the given one, most alike first.
public protocol FetchSimilarTVSeriesUseCase: Sendable {
    func execute(seriesID: TVSeries.ID, page: Int) async throws(FetchSimilarTVSeriesError) -> TVSeriesPage
}
