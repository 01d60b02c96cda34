public import Presentation

/// What the list screen needs from the rest of the app: one closure per kind of list.
public struct MovieListDependencies: Sendable {
    public var fetchPopular: @Sendable (_ page: Int) async throws(ViewStateError) -> MovieListPage
    public var fetchTopRated: @Sendable (_ page: Int) async throws(ViewStateError) -> MovieListPage
    public var fetchSimilar: @Sendable (_ movieID: Int, _ page: Int) async throws(ViewStateError) -> MovieListPage

    public init(
        fetchPopular: @escaping @Sendable (_ page: Int) async throws(ViewStateError) -> MovieListPage,
        fetchTopRated: @escaping @Sendable (_ page: Int) async throws(ViewStateError) -> MovieListPage,
        fetchSimilar: @escaping @Sendable (_ movieID: Int, _ page: Int) async throws(ViewStateError) -> MovieListPage
    ) {
        self.fetchPopular = fetchPopular
        self.fetchTopRated = fetchTopRated
        self.fetchSimilar = fetchSimilar
    }
}
