import Presentation
import TVSeasonDetailsFeature
import TVSeriesApplication
import TVSeriesComposition

extension TVSeasonDetailsDependencies {
    /// The season screen fed by the TV series context.
    static func live(_ services: AppServices) -> TVSeasonDetailsDependencies {
        let fetchSeason = services.tvSeries.makeFetchTVSeasonDetailsUseCase()
        let wording = services.failureWording
        return TVSeasonDetailsDependencies { seriesID, seasonNumber throws(ViewStateError) in
            let season = await wording.outcome { () async throws(FetchTVSeasonDetailsError) in
                try await fetchSeason.execute(seriesID: seriesID, seasonNumber: seasonNumber)
            }
            return TVSeasonDetailsMapper().map(try season.get())
        }
    }
}
