import MovieListFeature
import Presentation
import Testing

@MainActor
@Suite struct MovieListViewModelTests {
    let navigator = MockMovieListNavigator()
    let requests = RequestLog()

    func dependencies(failing failure: ViewStateError? = nil) -> MovieListDependencies {
        let requests = requests
        let answer: @Sendable (String, Int) throws(ViewStateError) -> MovieListPage = { request, page throws(ViewStateError) in
            requests.append(request)
            if let failure { throw failure }
            return MovieListFixtures.page(page)
        }
        return MovieListDependencies(
            fetchPopular: { page throws(ViewStateError) in try answer("popular \(page)", page) },
            fetchTopRated: { page throws(ViewStateError) in try answer("top-rated \(page)", page) },
            fetchSimilar: { id, page throws(ViewStateError) in try answer("similar \(id) \(page)", page) },
            fetchPopularSeries: { page throws(ViewStateError) in try answer("popular series \(page)", page) },
            fetchTopRatedSeries: { page throws(ViewStateError) in try answer("top-rated series \(page)", page) },
            fetchSimilarSeries: { id, page throws(ViewStateError) in try answer("similar series \(id) \(page)", page) }
        )
    }

    @Test(arguments: [
        (MovieListKind.popular, "popular 2"),
        (MovieListKind.popularSeries, "popular series 2"),
        (MovieListKind.similarSeries(seriesID: 1399), "similar series 1399 2"),
        (MovieListKind.topRated, "top-rated 2"),
        (MovieListKind.similar(movieID: 550), "similar 550 2"),
    ])
    func asksForTheListItShows(kind: MovieListKind, request: String) async {
        let viewModel = MovieListViewModel(kind: kind, page: 2, dependencies: dependencies(), navigator: navigator)
        await viewModel.load()
        #expect(requests.all == [request])
        #expect(viewModel.viewState == .ready(MovieListFixtures.page(2)))
    }

    @Test func endsInErrorWithWhatWentWrong() async {
        let failure = ViewStateError(kind: .unavailable, message: "The catalogue is unreadable.")
        let viewModel = MovieListViewModel(kind: .popular, dependencies: dependencies(failing: failure), navigator: navigator)
        await viewModel.load()
        #expect(viewModel.viewState == .error(failure))
        #expect(viewModel.destinations.isEmpty)
    }

    @Test func offersEachMovieAndTheNextPage() async {
        let viewModel = MovieListViewModel(kind: .popular, page: 1, dependencies: dependencies(), navigator: navigator)
        #expect(viewModel.destinations.isEmpty)
        await viewModel.load()
        #expect(viewModel.destinations == [.movie(id: 603), .movie(id: 194), .movie(id: 129), .page(2)])
    }

    @Test func offersThePreviousPageOnTheLast() async {
        let viewModel = MovieListViewModel(kind: .topRated, page: 2, dependencies: dependencies(), navigator: navigator)
        await viewModel.load()
        #expect(viewModel.destinations.suffix(1) == [.page(1)])
    }

    @Test func followsItsLinksThroughTheNavigator() async {
        let viewModel = MovieListViewModel(kind: .similar(movieID: 550), dependencies: dependencies(), navigator: navigator)
        await viewModel.load()
        viewModel.open(.movie(id: 194))
        viewModel.open(.page(2))
        viewModel.open(.movie(id: 1))
        #expect(navigator.calls == [.movieDetails(194), .movieList(.similar(movieID: 550), page: 2)])
    }
}
