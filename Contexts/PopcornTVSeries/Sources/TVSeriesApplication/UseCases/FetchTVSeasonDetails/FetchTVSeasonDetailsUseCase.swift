public import TVSeriesDomain

/// Answers with one season of a series, with the episodes the source holds.
public protocol FetchTVSeasonDetailsUseCase: Sendable {
    func execute(seriesID: TVSeries.ID, seasonNumber: Int) async throws(FetchTVSeasonDetailsError) -> TVSeason
}
