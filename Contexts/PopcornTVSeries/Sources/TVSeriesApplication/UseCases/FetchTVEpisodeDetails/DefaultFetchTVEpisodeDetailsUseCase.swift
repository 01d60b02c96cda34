import TVSeriesDomain

struct DefaultFetchTVEpisodeDetailsUseCase: FetchTVEpisodeDetailsUseCase {
    let repository: any TVSeriesRepository

    func execute(seriesID: TVSeries.ID, seasonNumber: Int, episodeNumber: Int) async throws(FetchTVEpisodeDetailsError) -> TVEpisode {
        guard TVSeriesRequestRules.isValid(id: seriesID) else { throw .invalidID(seriesID) }
        guard TVSeriesRequestRules.isValid(seasonNumber: seasonNumber) else { throw .invalidSeason(seasonNumber) }
        guard TVSeriesRequestRules.isValid(episodeNumber: episodeNumber) else { throw .invalidEpisode(episodeNumber) }
        do {
            return try await repository.episode(episodeNumber, season: seasonNumber, ofSeriesWithID: seriesID)
        } catch {
            throw FetchTVEpisodeDetailsError(error)
        }
    }
}
