/// One page of the results of a query, best first, and where it stands among them all.
public struct SearchResultsPage: Sendable, Equatable {
    /// Pages count from 1.
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let hits: [SearchHit]

    public init(page: Int, totalPages: Int, totalResults: Int, hits: [SearchHit]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.hits = hits
    }
}
