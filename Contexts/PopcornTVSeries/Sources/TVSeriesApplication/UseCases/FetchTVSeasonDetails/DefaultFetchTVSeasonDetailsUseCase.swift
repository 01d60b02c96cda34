import TVSeriesDomain

struct DefaultFetchTVSeasonDetailsUseCase: FetchTVSeasonDetailsUseCase {
    let repository: any TVSeriesRepository

    func execute(seriesID: TVSeries.ID, seasonNumber: Int) async throws(FetchTVSeasonDetailsError) -> TVSeason {
        guard TVSeriesRequestRules.isValid(id: seriesID) else { throw .invalidID(seriesID) }
        guard TVSeriesRequestRules.isValid(seasonNumber: seasonNumber) else { throw .invalidSeason(seasonNumber) }
        do {
            return try await repository.season(seasonNumber, ofSeriesWithID: seriesID)
        } catch {
            throw FetchTVSeasonDetailsError(error)
        }
    }
}
