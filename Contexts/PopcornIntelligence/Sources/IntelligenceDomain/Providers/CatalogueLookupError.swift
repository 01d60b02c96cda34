public import CoreDomain

/// Why a provider could not say what the catalogue holds about a title or a person.
public enum CatalogueLookupError: Error, Sendable, Equatable {
    /// The owning context has nothing with that id (any more), or refuses the id.
    case notFound
    case source(SourceFailure)
}
