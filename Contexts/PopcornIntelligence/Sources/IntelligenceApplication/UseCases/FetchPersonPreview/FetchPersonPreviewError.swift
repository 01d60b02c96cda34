public import IntelligenceDomain

/// Why `FetchPersonPreviewUseCase` could not answer: as the provider could not. The owning
/// context checks the id; one it refuses is one it cannot find.
public typealias FetchPersonPreviewError = PreviewLookupError
