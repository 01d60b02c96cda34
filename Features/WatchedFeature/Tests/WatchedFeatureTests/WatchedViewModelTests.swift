import Presentation
import Testing
import WatchedFeature

@MainActor
@Suite struct WatchedViewModelTests {
    let navigator = MockWatchedNavigator()

    @Test func asksForTheKindAndOrderGivenAndEndsReady() async {
        let list = WatchedFixtures.list
        let viewModel = WatchedViewModel(
            kind: .tv, order: .rating,
            dependencies: WatchedDependencies { kind, order throws(ViewStateError) in
                guard kind == .tv, order == .rating else {
                    throw ViewStateError(kind: .unexpected, message: "asked for \(String(describing: kind)) by \(order)")
                }
                return list
            },
            navigator: navigator
        )
        #expect(viewModel.viewState == .initial)
        await viewModel.load()
        #expect(viewModel.viewState == .ready(list))
    }

    @Test func linksEachTitleFoundOnceAndFollowsThem() async {
        let list = WatchedFixtures.every
        let viewModel = WatchedViewModel(dependencies: WatchedDependencies { _, _ throws(ViewStateError) in list }, navigator: navigator)
        await viewModel.load()
        #expect(viewModel.destinations == [.movie(id: 603), .series(id: 1399)])
        viewModel.destinations.forEach(viewModel.open)
        #expect(navigator.opened == ["movie 603", "tv 1399"])
        viewModel.open(.movie(id: 550))
        #expect(navigator.opened.count == 2)
    }

    @Test func endsInErrorAndOffersNoLinks() async {
        let failure = ViewStateError(kind: .unavailable, message: "The library could not be opened: locked.")
        let viewModel = WatchedViewModel(
            dependencies: WatchedDependencies { _, _ throws(ViewStateError) in throw failure }, navigator: navigator)
        await viewModel.load()
        #expect(viewModel.viewState == .error(failure))
        #expect(viewModel.destinations.isEmpty)
        viewModel.open(.movie(id: 603))
        #expect(navigator.opened.isEmpty)
    }
}
