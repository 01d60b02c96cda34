public import IntelligenceDomain

/// Answers with what the Intelligence context knows of a person, asked of the context that
/// owns it.
public protocol FetchPersonPreviewUseCase: Sendable {
    func execute(id: Int) async throws(FetchPersonPreviewError) -> PersonPreview
}
