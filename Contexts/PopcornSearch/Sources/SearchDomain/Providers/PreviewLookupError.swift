public import CoreDomain

/// Why a provider could not say what a movie, series or person is today.
public enum PreviewLookupError: Error, Sendable, Equatable {
    /// The source has nothing with that id (any more).
    case notFound
    case source(SourceFailure)
}
