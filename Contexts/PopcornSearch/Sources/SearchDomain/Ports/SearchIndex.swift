public import CoreDomain

/// Where Search looks titles and people up. Whatever it is built from, it ranks by
/// `TitleMatching`, and breaks ties within a rank by `PopularityScale` standing, most popular
/// first.
public protocol SearchIndex: Sendable {
    /// The page of results (`pageSize` a page) for `query` among `kinds`.
    func search(_ query: SearchQuery, kinds: Set<SearchKind>, page: Int, pageSize: Int) async throws(SourceFailure)
        -> SearchResultsPage
}
