public import Presentation

/// What the list screen needs from the rest of the app: one closure per kind of list.
public struct TitleListDependencies: Sendable {
    public var fetchPopular: @Sendable (_ page: Int) async throws(ViewStateError) -> TitleListPage
    public var fetchTopRated: @Sendable (_ page: Int) async throws(ViewStateError) -> TitleListPage
    public var fetchSimilar: @Sendable (_ movieID: Int, _ page: Int) async throws(ViewStateError) -> TitleListPage
    public var fetchPopularSeries: @Sendable (_ page: Int) async throws(ViewStateError) -> TitleListPage
    public var fetchTopRatedSeries: @Sendable (_ page: Int) async throws(ViewStateError) -> TitleListPage
    public var fetchSimilarSeries: @Sendable (_ seriesID: Int, _ page: Int) async throws(ViewStateError) -> TitleListPage

    public init(
        fetchPopular: @escaping @Sendable (_ page: Int) async throws(ViewStateError) -> TitleListPage,
        fetchTopRated: @escaping @Sendable (_ page: Int) async throws(ViewStateError) -> TitleListPage,
        fetchSimilar: @escaping @Sendable (_ movieID: Int, _ page: Int) async throws(ViewStateError) -> TitleListPage,
        fetchPopularSeries: @escaping @Sendable (_ page: Int) async throws(ViewStateError) -> TitleListPage,
        fetchTopRatedSeries: @escaping @Sendable (_ page: Int) async throws(ViewStateError) -> TitleListPage,
        fetchSimilarSeries: @escaping @Sendable (_ seriesID: Int, _ page: Int) async throws(ViewStateError) -> TitleListPage
    ) {
        self.fetchPopularSeries = fetchPopularSeries
        self.fetchTopRatedSeries = fetchTopRatedSeries
        self.fetchSimilarSeries = fetchSimilarSeries
        self.fetchPopular = fetchPopular
        self.fetchTopRated = fetchTopRated
        self.fetchSimilar = fetchSimilar
    }
}
