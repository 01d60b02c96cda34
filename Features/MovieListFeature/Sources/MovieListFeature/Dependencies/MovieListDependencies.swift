public import Presentation

/// What the list screen needs from the rest of the app: one closure per kind of list.
public struct MovieListDependencies: Sendable {
    public var fetchPopular: @Sendable (_ page: Int) async throws(ViewStateError) -> MovieListPage
    public var fetchTopRated: @Sendable (_ page: Int) async throws(ViewStateError) -> MovieListPage
    public var fetchSimilar: @Sendable (_ movieID: Int, _ page: Int) async throws(ViewStateError) -> MovieListPage
    public var fetchPopularSeries: @Sendable (_ page: Int) async throws(ViewStateError) -> MovieListPage
    public var fetchTopRatedSeries: @Sendable (_ page: Int) async throws(ViewStateError) -> MovieListPage
    public var fetchSimilarSeries: @Sendable (_ seriesID: Int, _ page: Int) async throws(ViewStateError) -> MovieListPage

    public init(
        fetchPopular: @escaping @Sendable (_ page: Int) async throws(ViewStateError) -> MovieListPage,
        fetchTopRated: @escaping @Sendable (_ page: Int) async throws(ViewStateError) -> MovieListPage,
        fetchSimilar: @escaping @Sendable (_ movieID: Int, _ page: Int) async throws(ViewStateError) -> MovieListPage,
        fetchPopularSeries: @escaping @Sendable (_ page: Int) async throws(ViewStateError) -> MovieListPage,
        fetchTopRatedSeries: @escaping @Sendable (_ page: Int) async throws(ViewStateError) -> MovieListPage,
        fetchSimilarSeries: @escaping @Sendable (_ seriesID: Int, _ page: Int) async throws(ViewStateError) -> MovieListPage
    ) {
        self.fetchPopularSeries = fetchPopularSeries
        self.fetchTopRatedSeries = fetchTopRatedSeries
        self.fetchSimilarSeries = fetchSimilarSeries
        self.fetchPopular = fetchPopular
        self.fetchTopRated = fetchTopRated
        self.fetchSimilar = fetchSimilar
    }
}
