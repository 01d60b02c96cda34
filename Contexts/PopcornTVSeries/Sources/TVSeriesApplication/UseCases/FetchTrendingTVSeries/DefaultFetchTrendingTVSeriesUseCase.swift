import CoreDomain
import TVSeriesDomain

struct DefaultFetchTrendingTVSeriesUseCase: FetchTrendingTVSeriesUseCase {
    let repository: any TVSeriesRepository

    func execute(window: TrendingWindow, page: Int) async throws(FetchTrendingTVSeriesError) -> TrendingTVSeriesPage {
        if let error = Paging.error(for: page) { throw .page(error) }
        let trending: TrendingTVSeriesPage
        let genres: [TVSeriesGenre]
        do {
            trending = try await repository.trendingSeries(window: window, page: page)
            genres = try await repository.seriesGenres()
        } catch {
            throw PagedListError(error)
        }
        let found = trending.series
        if let error = Paging.error(for: page, totalPages: found.totalPages, totalResults: found.totalResults) { throw .page(error) }
        return TrendingTVSeriesPage(
            series: TVSeriesPage(
                page: found.page, totalPages: found.totalPages, totalResults: found.totalResults,
                series: found.series.map { $0.namingGenres(from: genres) }),
            basis: trending.basis)
    }
}
