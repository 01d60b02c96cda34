import TVSeriesDomain

struct DefaultFetchTVSeriesCreditsUseCase: FetchTVSeriesCreditsUseCase {
    let repository: any TVSeriesRepository

    func execute(seriesID: TVSeries.ID) async throws(FetchTVSeriesCreditsError) -> TVSeriesCredits {
        guard TVSeriesRequestRules.isValid(id: seriesID) else { throw .invalidID(seriesID) }
        do {
            return try await repository.credits(ofSeriesWithID: seriesID)
        } catch {
            throw FetchTVSeriesCreditsError(error)
        }
    }
}
