public import Presentation

/// What the history screen needs from the app: a page of the history.
public struct HistoryDependencies: Sendable {
    public var fetchPage: @Sendable (_ page: Int) async throws(ViewStateError) -> HistoryPage

    public init(fetchPage: @escaping @Sendable (_ page: Int) async throws(ViewStateError) -> HistoryPage) {
        self.fetchPage = fetchPage
    }
}
