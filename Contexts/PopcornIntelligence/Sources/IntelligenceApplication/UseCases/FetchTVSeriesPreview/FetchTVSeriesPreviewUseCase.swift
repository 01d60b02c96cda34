public import IntelligenceDomain

/// Answers with what the Intelligence context knows of a TV series, asked of the context that
/// owns it.
public protocol FetchTVSeriesPreviewUseCase: Sendable {
    func execute(id: Int) async throws(FetchTVSeriesPreviewError) -> TVSeriesPreview
}
