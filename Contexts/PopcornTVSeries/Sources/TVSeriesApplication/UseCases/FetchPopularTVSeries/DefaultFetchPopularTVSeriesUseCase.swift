import TVSeriesDomain

struct DefaultFetchPopularTVSeriesUseCase: FetchPopularTVSeriesUseCase {
    let repository: any TVSeriesRepository

    func execute(page: Int) async throws(FetchPopularTVSeriesError) -> TVSeriesPage {
        guard TVSeriesRequestRules.isValid(page: page) else { throw .invalidPage(page) }
        let series: TVSeriesPage
        do {
            series = try await repository.popularSeries(page: page)
        } catch {
            throw TVSeriesRequestError(error)
        }
        if let lastPage = TVSeriesRequestRules.lastPageIfPastEnd(series) { throw .pageOutOfRange(page, lastPage: lastPage) }
        return series
    }
}
