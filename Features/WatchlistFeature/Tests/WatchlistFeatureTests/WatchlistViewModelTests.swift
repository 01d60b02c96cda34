import Presentation
import Testing
import WatchlistFeature

@MainActor
@Suite struct WatchlistViewModelTests {
    let navigator = MockWatchlistNavigator()

    @Test func asksForTheKindAndOrderGivenAndEndsReady() async {
        let watchlist = WatchlistFixtures.withGone
        let viewModel = WatchlistViewModel(
            kind: .movie, order: .title,
            dependencies: WatchlistDependencies { kind, order throws(ViewStateError) in
                guard kind == .movie, order == .title else {
                    throw ViewStateError(kind: .unexpected, message: "asked for \(String(describing: kind)) by \(order)")
                }
                return watchlist
            },
            navigator: navigator
        )
        #expect(viewModel.viewState == .initial)
        await viewModel.load()
        #expect(viewModel.viewState == .ready(watchlist))
    }

    @Test func linksEachTitleStillFoundAndFollowsThem() async {
        let watchlist = WatchlistFixtures.withGone
        let viewModel = WatchlistViewModel(
            dependencies: WatchlistDependencies { _, _ throws(ViewStateError) in watchlist }, navigator: navigator)
        await viewModel.load()
        #expect(viewModel.destinations == [.series(id: 1399), .movie(id: 550)])
        viewModel.destinations.forEach(viewModel.open)
        #expect(navigator.opened == ["tv 1399", "movie 550"])
        viewModel.open(.movie(id: 99_999_999))
        #expect(navigator.opened.count == 2)
    }

    @Test func endsInErrorAndOffersNoLinks() async {
        let failure = ViewStateError(kind: .unavailable, message: "The library could not be opened: locked.")
        let viewModel = WatchlistViewModel(
            dependencies: WatchlistDependencies { _, _ throws(ViewStateError) in throw failure }, navigator: navigator)
        await viewModel.load()
        #expect(viewModel.viewState == .error(failure))
        #expect(viewModel.destinations.isEmpty)
        viewModel.open(.movie(id: 550))
        #expect(navigator.opened.isEmpty)
    }
}
