public import Presentation

/// One page of the history, most recent first.
public struct HistoryPage: Sendable, Equatable, JSONRecord {
    /// Pages count from 1.
    public let page: Int
    /// The pages the whole list fills, as its source counts them: only the first 500 open
    /// (`pages`).
    public let totalPages: Int
    public let totalResults: Int
    public let items: [HistoryRow]

    public init(page: Int, totalPages: Int, totalResults: Int, items: [HistoryRow]) {
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
