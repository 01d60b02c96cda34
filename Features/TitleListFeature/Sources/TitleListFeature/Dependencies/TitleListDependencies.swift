public import Presentation

/// What the list screen needs from the rest of the app: a page of any list it can show.
public struct TitleListDependencies: Sendable {
    public var fetchPage: @Sendable (_ list: TitleList, _ page: Int) async throws(ViewStateError) -> TitleListPage

    public init(fetchPage: @escaping @Sendable (_ list: TitleList, _ page: Int) async throws(ViewStateError) -> TitleListPage) {
        self.fetchPage = fetchPage
    }
}
