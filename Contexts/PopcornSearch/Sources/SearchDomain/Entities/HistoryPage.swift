/// One page of the history, most recent first, and where it stands in the whole history.
public struct HistoryPage: Sendable, Equatable {
    /// Pages count from 1.
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let items: [HistoryItem]

    public init(page: Int, totalPages: Int, totalResults: Int, items: [HistoryItem]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.items = items
    }
}
