import LibraryDomain
import Presentation
import TVSeriesApplication
import TVSeriesComposition
import TVSeriesDetailsFeature

extension TVSeriesDetailsDependencies {
    /// The series screen fed by the TV series context.
    static func live(_ services: AppServices) -> TVSeriesDetailsDependencies {
        let fetchSeries = services.tvSeries.makeFetchTVSeriesDetailsUseCase()
        let wording = services.failureWording
        let library = TitleStatusLookup(services)
        return TVSeriesDetailsDependencies { seriesID throws(ViewStateError) in
            async let status = library.status(of: TitleReference(kind: .tvSeries, id: seriesID))
            let series = await wording.outcome { () async throws(FetchTVSeriesDetailsError) in try await fetchSeries.execute(id: seriesID) }
            var details = TVSeriesDetailsMapper().map(try series.get())
            details.library = await status?.tvSeriesDetails
            return details
        }
    }
}
