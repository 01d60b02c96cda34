import IntelligenceDomain

struct DefaultFetchTVSeriesPreviewUseCase: FetchTVSeriesPreviewUseCase {
    let tvSeries: any TVSeriesProviding

    func execute(id: Int) async throws(FetchTVSeriesPreviewError) -> TVSeriesPreview {
        try await tvSeries.tvSeries(withID: id)
    }
}
