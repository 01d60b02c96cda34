public import CoreDomain

/// Why `SearchCatalogueUseCase` could not answer.
public enum SearchCatalogueError: Error, Sendable, Equatable {
    /// The query holds no letter or digit to look for.
    case emptyQuery
    case page(PageRequestError)
    case source(SourceFailure)
}
