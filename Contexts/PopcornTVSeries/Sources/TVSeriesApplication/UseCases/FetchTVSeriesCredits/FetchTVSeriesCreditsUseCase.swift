public import TVSeriesDomain

/// Answers with everyone credited on a series, aggregated over its episodes.
public protocol FetchTVSeriesCreditsUseCase: Sendable {
    func execute(seriesID: TVSeries.ID) async throws(FetchTVSeriesCreditsError) -> TVSeriesCredits
}
