import CoreDomain
import TVSeriesDomain

struct DefaultFetchSimilarTVSeriesUseCase: FetchSimilarTVSeriesUseCase {
    let repository: any TVSeriesRepository

    func execute(seriesID: TVSeries.ID, page: Int) async throws(FetchSimilarTVSeriesError) -> TVSeriesPage {
        guard TVSeriesRequestRules.isValid(id: seriesID) else { throw .lookup(.invalidID(seriesID)) }
        if let error = Paging.error(for: page) { throw .page(error) }
        let series: TVSeriesPage
        do {
            series = try await repository.similarSeries(toSeriesWithID: seriesID, page: page)
        } catch {
            throw .lookup(TVSeriesLookupError(error))
        }
        if let error = Paging.error(for: page, totalPages: series.totalPages, totalResults: series.totalResults) { throw .page(error) }
        return series.removingSeries { $0.id == seriesID }
    }
}
