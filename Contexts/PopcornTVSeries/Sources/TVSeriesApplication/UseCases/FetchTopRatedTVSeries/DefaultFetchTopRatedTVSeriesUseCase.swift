import CoreDomain
import TVSeriesDomain

struct DefaultFetchTopRatedTVSeriesUseCase: FetchTopRatedTVSeriesUseCase {
    let repository: any TVSeriesRepository

    func execute(page: Int) async throws(FetchTopRatedTVSeriesError) -> TVSeriesPage {
        if let error = Paging.error(for: page) { throw .page(error) }
        let series: TVSeriesPage
        do {
            series = try await repository.topRatedSeries(page: page)
        } catch {
            throw FetchTopRatedTVSeriesError(error)
        }
        if let error = Paging.error(for: page, totalPages: series.totalPages, totalResults: series.totalResults) { throw .page(error) }
        return series
    }
}
