import Presentation
import TVSeriesApplication
import TVSeriesComposition
import TVSeriesDetailsFeature

extension TVSeriesDetailsDependencies {
    /// The series screen fed by the TV series context.
    static func live(_ services: AppServices) -> TVSeriesDetailsDependencies {
        let fetchSeries = services.tvSeries.makeFetchTVSeriesDetailsUseCase()
        let wording = services.failureWording
        return TVSeriesDetailsDependencies { seriesID throws(ViewStateError) in
            let series = await wording.outcome { () async throws(FetchTVSeriesDetailsError) in try await fetchSeries.execute(id: seriesID) }
            return TVSeriesDetailsMapper().map(try series.get())
        }
    }
}
