public import TVSeriesDomain

/// Answers with one tVSeries, found by its id wherever the context's repository finds it.
public protocol FetchTVSeriesCreditsUseCase: Sendable {
    func execute(id: TVSeries.ID) async throws(FetchTVSeriesCreditsError) -> TVSeries
}
