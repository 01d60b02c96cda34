import Presentation
import TVSeasonDetailsFeature
import TVSeriesApplication
import TVSeriesComposition

extension TVSeasonDetailsDependencies {
    /// The season screen fed by the TV series context.
    static func live(_ services: AppServices) -> TVSeasonDetailsDependencies {
        let fetchSeason = services.series.makeFetchTVSeasonDetailsUseCase()
        let source = services.sourceName
        return TVSeasonDetailsDependencies { seriesID, seasonNumber throws(ViewStateError) in
            TVSeriesScreensMapper().season(
                try await tvSeriesOutcome(source: source) { () async throws(TVSeriesRequestError) in
                    try await fetchSeason.execute(seriesID: seriesID, seasonNumber: seasonNumber)
                }.get())
        }
    }
}
