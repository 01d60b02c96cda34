import CoreDomain
import TVSeriesDomain

struct DefaultFetchPopularTVSeriesUseCase: FetchPopularTVSeriesUseCase {
    let repository: any TVSeriesRepository

    func execute(page: Int) async throws(FetchPopularTVSeriesError) -> TVSeriesPage {
        if let error = Paging.error(for: page) { throw .page(error) }
        let series: TVSeriesPage
        do {
            series = try await repository.popularSeries(page: page)
        } catch {
            throw FetchPopularTVSeriesError(error)
        }
        if let error = Paging.error(for: page, totalPages: series.totalPages, totalResults: series.totalResults) { throw .page(error) }
        return series
    }
}
