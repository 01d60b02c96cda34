public import IntelligenceDomain

/// Why `FetchMoviePreviewUseCase` could not answer: as the provider could not. The owning
/// context checks the id; one it refuses is one it cannot find.
public typealias FetchMoviePreviewError = PreviewLookupError
