public import SamplesDomain

/// Answers with what the Sample items context knows of a read entity, asked of the context that
/// owns it.
public protocol FetchReadEntityPreviewUseCase: Sendable {
    func execute(id: Int) async throws(FetchReadEntityPreviewError) -> ReadEntityPreview
}
