import TVSeriesDomain

struct DefaultFetchSimilarTVSeriesUseCase: FetchSimilarTVSeriesUseCase {
    let repository: any TVSeriesRepository

    func execute(seriesID: TVSeries.ID, page: Int) async throws(FetchSimilarTVSeriesError) -> TVSeriesPage {
        guard TVSeriesRequestRules.isValid(seriesID: seriesID) else { throw .invalidID(seriesID) }
        guard TVSeriesRequestRules.isValid(page: page) else { throw .invalidPage(page) }
        let series: TVSeriesPage
        do {
            series = try await repository.similarSeries(toSeriesWithID: seriesID, page: page)
        } catch {
            throw TVSeriesRequestError(error)
        }
        if let lastPage = TVSeriesRequestRules.lastPageIfPastEnd(series) { throw .pageOutOfRange(page, lastPage: lastPage) }
        return series.removingSeries { $0.id == seriesID }
    }
}
