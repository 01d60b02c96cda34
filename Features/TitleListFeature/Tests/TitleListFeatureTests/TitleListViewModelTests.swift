import Presentation
import Testing
import TitleListFeature

@MainActor
@Suite struct TitleListViewModelTests {
    let navigator = MockTitleListNavigator()
    let requests = RequestLog()

    func dependencies(failing failure: ViewStateError? = nil) -> TitleListDependencies {
        let requests = requests
        let answer: @Sendable (String, Int) throws(ViewStateError) -> TitleListPage = { request, page throws(ViewStateError) in
            requests.append(request)
            if let failure { throw failure }
            return TitleListFixtures.page(page)
        }
        return TitleListDependencies(
            fetchPopular: { page throws(ViewStateError) in try answer("popular \(page)", page) },
            fetchTopRated: { page throws(ViewStateError) in try answer("top-rated \(page)", page) },
            fetchSimilar: { id, page throws(ViewStateError) in try answer("similar \(id) \(page)", page) },
            fetchPopularSeries: { page throws(ViewStateError) in try answer("popular series \(page)", page) },
            fetchTopRatedSeries: { page throws(ViewStateError) in try answer("top-rated series \(page)", page) },
            fetchSimilarSeries: { id, page throws(ViewStateError) in try answer("similar series \(id) \(page)", page) }
        )
    }

    @Test(arguments: [
        (TitleListKind.popular, "popular 2"),
        (TitleListKind.popularSeries, "popular series 2"),
        (TitleListKind.similarSeries(seriesID: 1399), "similar series 1399 2"),
        (TitleListKind.topRated, "top-rated 2"),
        (TitleListKind.similar(movieID: 550), "similar 550 2"),
    ])
    func asksForTheListItShows(kind: TitleListKind, request: String) async {
        let viewModel = TitleListViewModel(kind: kind, page: 2, dependencies: dependencies(), navigator: navigator)
        await viewModel.load()
        #expect(requests.all == [request])
        #expect(viewModel.viewState == .ready(TitleListFixtures.page(2)))
    }

    @Test func endsInErrorWithWhatWentWrong() async {
        let failure = ViewStateError(kind: .unavailable, message: "The catalogue is unreadable.")
        let viewModel = TitleListViewModel(kind: .popular, dependencies: dependencies(failing: failure), navigator: navigator)
        await viewModel.load()
        #expect(viewModel.viewState == .error(failure))
        #expect(viewModel.destinations.isEmpty)
    }

    @Test func offersEachMovieAndTheNextPage() async {
        let viewModel = TitleListViewModel(kind: .popular, page: 1, dependencies: dependencies(), navigator: navigator)
        #expect(viewModel.destinations.isEmpty)
        await viewModel.load()
        #expect(viewModel.destinations == [.movie(id: 603), .movie(id: 194), .movie(id: 129), .page(2)])
    }

    @Test func offersThePreviousPageOnTheLast() async {
        let viewModel = TitleListViewModel(kind: .topRated, page: 2, dependencies: dependencies(), navigator: navigator)
        await viewModel.load()
        #expect(viewModel.destinations.suffix(1) == [.page(1)])
    }

    @Test func followsItsLinksThroughTheNavigator() async {
        let viewModel = TitleListViewModel(kind: .similar(movieID: 550), dependencies: dependencies(), navigator: navigator)
        await viewModel.load()
        viewModel.open(.movie(id: 194))
        viewModel.open(.page(2))
        viewModel.open(.movie(id: 1))
        #expect(navigator.calls == [.movieDetails(194), .movieList(.similar(movieID: 550), page: 2)])
    }
}
