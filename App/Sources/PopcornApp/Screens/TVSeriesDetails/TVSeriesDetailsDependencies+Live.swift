import Presentation
import TVSeriesApplication
import TVSeriesComposition
import TVSeriesDetailsFeature

extension TVSeriesDetailsDependencies {
    /// The series screen fed by the TV series context.
    static func live(_ services: AppServices) -> TVSeriesDetailsDependencies {
        let fetchSeries = services.series.makeFetchTVSeriesDetailsUseCase()
        let source = services.sourceName
        return TVSeriesDetailsDependencies { seriesID throws(ViewStateError) in
            TVSeriesScreensMapper().details(
                try await tvSeriesOutcome(source: source) { () async throws(TVSeriesRequestError) in
                    try await fetchSeries.execute(id: seriesID)
                }.get())
        }
    }
}
