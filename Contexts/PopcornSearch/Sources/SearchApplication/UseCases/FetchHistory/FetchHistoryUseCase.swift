public import SearchDomain

/// Answers with a page of the history, most recent first, each entry with what it is today.
public protocol FetchHistoryUseCase: Sendable {
    func execute(page: Int) async throws(FetchHistoryError) -> HistoryPage
}
