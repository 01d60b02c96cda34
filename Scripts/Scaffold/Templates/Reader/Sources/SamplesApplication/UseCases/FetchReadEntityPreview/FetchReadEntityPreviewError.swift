public import SamplesDomain

/// Why `FetchReadEntityPreviewUseCase` could not answer: as the provider could not. The owning
/// context checks the id; one it refuses is one it cannot find.
public typealias FetchReadEntityPreviewError = PreviewLookupError
