public import TVSeriesDomain

/// Answers with one tVSeries, found by its id wherever the context's repository finds it.
public protocol FetchTopRatedTVSeriesUseCase: Sendable {
    func execute(id: TVSeries.ID) async throws(FetchTopRatedTVSeriesError) -> TVSeries
}
