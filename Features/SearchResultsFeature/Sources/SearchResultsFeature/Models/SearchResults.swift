public import Presentation

/// One page of what a query found, best match first.
public struct SearchResults: Sendable, Equatable, JSONRecord {
    public let query: String
    /// The one kind searched among; nil when every kind was.
    public let kind: ItemKind?
    /// Pages count from 1.
    public let page: Int
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
}
