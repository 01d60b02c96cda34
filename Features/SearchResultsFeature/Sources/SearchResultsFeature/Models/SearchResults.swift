public import Presentation

/// One page of what a query found, best match first.
public struct SearchResults: Sendable, Equatable, JSONRecord {
    public let query: String
    /// The one kind searched among; nil when every kind was.
    public let kind: ItemKind?
    /// Pages count from 1.
    public let page: Int
    /// The pages the whole list fills, as its source counts them: only the first 500 open
    /// (`pages`).
    public let totalPages: Int
    public let totalResults: Int
    public let items: [FoundItem]

    public init(query: String, kind: ItemKind?, page: Int, totalPages: Int, totalResults: Int, items: [FoundItem]) {
        self.query = query
        self.kind = kind
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.items = items
    }

    /// Where the page stands, counting only the pages that open.
    public var pages: ListPages {
        ListPages(page: page, totalPages: totalPages, totalResults: totalResults, rowsOnPage: items.count)
    }
}
