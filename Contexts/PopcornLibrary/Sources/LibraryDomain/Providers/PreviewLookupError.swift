public import CoreDomain

/// Why a provider could not say what something another context owns is.
public enum PreviewLookupError: Error, Sendable, Equatable {
    /// The owning context has nothing with that id (any more), or refuses the id.
    case notFound
    case source(SourceFailure)
}
