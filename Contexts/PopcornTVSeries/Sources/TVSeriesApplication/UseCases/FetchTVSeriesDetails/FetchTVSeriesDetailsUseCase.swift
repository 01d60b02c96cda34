public import TVSeriesDomain

/// Answers with one series by its id.
public protocol FetchTVSeriesDetailsUseCase: Sendable {
    func execute(id: TVSeries.ID) async throws(FetchTVSeriesDetailsError) -> TVSeries
}
