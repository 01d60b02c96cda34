public import TVSeriesDomain

/// Answers with the little a list shows of one series, by its id: its name, first air date and
/// rating, without its seasons (which a series' details date from every episode held).
public protocol FetchTVSeriesPreviewUseCase: Sendable {
    func execute(id: TVSeries.ID) async throws(FetchTVSeriesPreviewError) -> TVSeriesPreview
}
