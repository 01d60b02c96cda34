import TVSeriesDomain

struct DefaultFetchTVSeriesPreviewUseCase: FetchTVSeriesPreviewUseCase {
    let repository: any TVSeriesRepository

    func execute(id: TVSeries.ID) async throws(FetchTVSeriesPreviewError) -> TVSeriesPreview {
        guard TVSeriesRequestRules.isValid(id: id) else { throw .invalidID(id) }
        do {
            return try await repository.seriesPreview(withID: id)
        } catch {
            throw FetchTVSeriesPreviewError(error)
        }
    }
}
