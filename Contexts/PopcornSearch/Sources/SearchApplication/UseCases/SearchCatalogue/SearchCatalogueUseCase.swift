public import SearchDomain

/// Finds movies, series and people by what the user typed, best match first.
public protocol SearchCatalogueUseCase: Sendable {
    /// - Parameter kinds: the kinds to look among; empty means every kind.
    func execute(query text: String, kinds: Set<SearchKind>, page: Int) async throws(SearchCatalogueError) -> SearchResultsPage
}
