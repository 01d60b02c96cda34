public import Presentation

/// What the results screen needs from the app: a page of results for a request.
public struct SearchResultsDependencies: Sendable {
    public var search: @Sendable (_ request: SearchRequest) async throws(ViewStateError) -> SearchResults

    public init(search: @escaping @Sendable (_ request: SearchRequest) async throws(ViewStateError) -> SearchResults) {
        self.search = search
    }
}
