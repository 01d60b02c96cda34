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
        return TitleListDependencies { list, page throws(ViewStateError) in
            try answer("\(list.selection) \(list.kind.rawValue) \(page)", page)
        }
    }

    @Test(arguments: [
        (TitleList(.popular, of: .movie), "popular movie 2"),
        (TitleList(.popular, of: .tv), "popular tv 2"),
        (TitleList(.similar(to: 1399), of: .tv), "similar(to: 1399) tv 2"),
        (TitleList(.topRated, of: .movie), "topRated movie 2"),
    ])
    func asksForTheListItShows(list: TitleList, request: String) async {
        let viewModel = TitleListViewModel(list: list, page: 2, dependencies: dependencies(), navigator: navigator)
        await viewModel.load()
        #expect(requests.all == [request])
        #expect(viewModel.viewState == .ready(TitleListFixtures.page(2)))
    }

    @Test func endsInErrorWithWhatWentWrong() async {
        let failure = ViewStateError(kind: .unavailable, message: "The catalogue is unreadable.")
        let viewModel = TitleListViewModel(
            list: TitleList(.popular, of: .movie), dependencies: dependencies(failing: failure), navigator: navigator)
        await viewModel.load()
        #expect(viewModel.viewState == .error(failure))
        #expect(viewModel.destinations.isEmpty)
    }

    @Test func offersEachMovieAndTheNextPage() async {
        let viewModel = TitleListViewModel(
            list: TitleList(.popular, of: .movie), page: 1, dependencies: dependencies(), navigator: navigator)
        #expect(viewModel.destinations.isEmpty)
        await viewModel.load()
        #expect(viewModel.destinations == [.movie(id: 603), .movie(id: 194), .movie(id: 129), .page(2)])
    }

    @Test func offersThePreviousPageOnTheLast() async {
        let viewModel = TitleListViewModel(
            list: TitleList(.topRated, of: .movie), page: 2, dependencies: dependencies(), navigator: navigator)
        await viewModel.load()
        #expect(viewModel.destinations.suffix(1) == [.page(1)])
    }

    @Test func followsItsLinksThroughTheNavigator() async {
        let viewModel = TitleListViewModel(
            list: TitleList(.similar(to: 550), of: .movie), dependencies: dependencies(), navigator: navigator)
        await viewModel.load()
        viewModel.open(.movie(id: 194))
        viewModel.open(.page(2))
        viewModel.open(.movie(id: 1))
        #expect(navigator.calls == [.movieDetails(194), .titleList(TitleList(.similar(to: 550), of: .movie), page: 2)])
    }
}
