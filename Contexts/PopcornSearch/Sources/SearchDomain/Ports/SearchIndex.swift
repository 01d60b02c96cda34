public import CoreDomain

/// Where Search looks titles and people up. Whatever it is built from, it ranks by
/// `TitleMatching`, and breaks ties within a rank by `PopularityScale` standing, most popular
/// first.
public protocol SearchIndex: Sendable {
    /// The page of results (`pageSize` a page) for `query` among `kinds`.
    func search(_ query: SearchQuery, kinds: Set<SearchKind>, page: Int, pageSize: Int) async throws(SourceFailure)
        -> SearchResultsPage

    /// What the index holds under one kind and TMDb id, as a search would show it (a title known
    /// from TMDb's exports is known by its name alone); nil when it holds nothing there. An
    /// index that cannot be asked by id (TMDb's search) holds nothing.
    func entry(_ kind: SearchKind, id: Int) async throws(SourceFailure) -> SearchResult?
}
