import HomeFeature
import Presentation
import Testing

@MainActor
@Suite struct HomeViewModelTests {
    let navigator = MockHomeNavigator()

    func makeViewModel(_ fetch: @escaping @Sendable () async throws(ViewStateError) -> HomeContent) -> HomeViewModel {
        HomeViewModel(dependencies: HomeDependencies(fetchHome: fetch), navigator: navigator)
    }

    @Test func startsInitialAndEndsReadyWithTheLists() async {
        let viewModel = makeViewModel { HomeFixtures.home }
        #expect(viewModel.viewState == .initial)
        await viewModel.load()
        #expect(viewModel.viewState == .ready(HomeFixtures.home))
    }

    @Test func isLoadingWhileTheFetchIsUnderWay() async {
        let probe = HomeStateProbe()
        let viewModel = makeViewModel {
            await probe.record()
            return HomeFixtures.home
        }
        probe.viewModel = viewModel
        await viewModel.load()
        #expect(probe.seen == [.loading])
    }

    @Test func endsInErrorWithWhatWentWrong() async {
        let failure = ViewStateError(kind: .unavailable, message: "The catalogue is unreadable.")
        let viewModel = makeViewModel { () throws(ViewStateError) in throw failure }
        await viewModel.load()
        #expect(viewModel.viewState == .error(failure))
    }

    @Test func offersNoLinksUntilLoadedNorAfterAFailure() async {
        let viewModel = makeViewModel { () throws(ViewStateError) in throw ViewStateError(kind: .unavailable, message: "down") }
        #expect(viewModel.destinations.isEmpty)
        viewModel.open(.search)
        viewModel.open(.movie(id: 550))
        await viewModel.load()
        #expect(viewModel.destinations.isEmpty)
        viewModel.open(.search)
        #expect(navigator.calls.isEmpty)
    }

    @Test func offersTheSearchFirstThenEveryFilmSeriesAndPersonInOrder() async {
        let viewModel = makeViewModel { HomeFixtures.home }
        await viewModel.load()
        #expect(
            viewModel.destinations == [
                .search,
                .movie(id: 550), .movie(id: 58), .movie(id: 129),
                .series(id: 1399), .series(id: 4),
                .person(id: 287), .person(id: 608), .person(id: 19587),
            ])
    }

    @Test func offersOnlyTheSearchWhenEveryListIsEmpty() async {
        let viewModel = makeViewModel { HomeContent(popularMovies: [], popularSeries: [], popularPeople: []) }
        await viewModel.load()
        #expect(viewModel.destinations == [.search])
    }

    @Test func followsEachLinkThroughTheNavigator() async {
        let viewModel = makeViewModel { HomeFixtures.home }
        await viewModel.load()
        viewModel.destinations.forEach(viewModel.open)
        #expect(
            navigator.calls == [
                .search,
                .movieDetails(550), .movieDetails(58), .movieDetails(129),
                .seriesDetails(1399), .seriesDetails(4),
                .personDetails(287), .personDetails(608), .personDetails(19587),
            ])
    }

    @Test func ignoresALinkItDoesNotOffer() async {
        let viewModel = makeViewModel { HomeFixtures.home }
        await viewModel.load()
        viewModel.open(.movie(id: 1))
        viewModel.open(.series(id: 550))
        viewModel.open(.person(id: 1399))
        #expect(navigator.calls.isEmpty)
        viewModel.open(.series(id: 1399))
        #expect(navigator.calls == [.seriesDetails(1399)])
    }
}
