public import TVSeriesDomain

/// Answers with one tVSeries, found by its id wherever the context's repository finds it.
public protocol FetchTVSeasonDetailsUseCase: Sendable {
    func execute(id: TVSeries.ID) async throws(FetchTVSeasonDetailsError) -> TVSeries
}
