public import TVSeriesDomain

/// Answers with one episode of a season, with its guest stars and crew.
public protocol FetchTVEpisodeDetailsUseCase: Sendable {
    func execute(seriesID: TVSeries.ID, seasonNumber: Int, episodeNumber: Int) async throws(FetchTVEpisodeDetailsError) -> TVEpisode
}
