public import IntelligenceDomain

/// Answers with what the Intelligence context knows of a movie, asked of the context that
/// owns it.
public protocol FetchMoviePreviewUseCase: Sendable {
    func execute(id: Int) async throws(FetchMoviePreviewError) -> MoviePreview
}
