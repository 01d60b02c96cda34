import Presentation
import TVEpisodeDetailsFeature
import TVSeriesApplication
import TVSeriesComposition

extension TVEpisodeDetailsDependencies {
    /// The episode screen fed by the TV series context.
    static func live(_ services: AppServices) -> TVEpisodeDetailsDependencies {
        let fetchEpisode = services.series.makeFetchTVEpisodeDetailsUseCase()
        let source = services.sourceName
        return TVEpisodeDetailsDependencies { seriesID, seasonNumber, episodeNumber throws(ViewStateError) in
            TVSeriesScreensMapper().episode(
                try await tvSeriesOutcome(source: source) { () async throws(TVSeriesRequestError) in
                    try await fetchEpisode.execute(seriesID: seriesID, seasonNumber: seasonNumber, episodeNumber: episodeNumber)
                }.get())
        }
    }
}
