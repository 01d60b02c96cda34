import Presentation
import TVEpisodeDetailsFeature
import TVSeriesApplication
import TVSeriesComposition

extension TVEpisodeDetailsDependencies {
    /// The episode screen fed by the TV series context.
    static func live(_ services: AppServices) -> TVEpisodeDetailsDependencies {
        let fetchEpisode = services.tvSeries.makeFetchTVEpisodeDetailsUseCase()
        let wording = services.failureWording
        return TVEpisodeDetailsDependencies { seriesID, seasonNumber, episodeNumber throws(ViewStateError) in
            let episode = await wording.outcome { () async throws(FetchTVEpisodeDetailsError) in
                try await fetchEpisode.execute(seriesID: seriesID, seasonNumber: seasonNumber, episodeNumber: episodeNumber)
            }
            return TVEpisodeDetailsMapper().map(try episode.get())
        }
    }
}
