import ExploreFeature
import Presentation
import Testing

@MainActor
@Suite struct ExploreViewModelTests {
    let navigator = MockExploreNavigator()

    @Test func offersSearchEachRowAndEachWholeListInTheOrderShown() async {
        let viewModel = ExploreViewModel(
            dependencies: ExploreDependencies { () throws(ViewStateError) in ExploreFixtures.content }, navigator: navigator)
        #expect(viewModel.viewState == .initial)
        await viewModel.load()
        #expect(viewModel.viewState == .ready(ExploreFixtures.content))
        viewModel.destinations.forEach(viewModel.open)
        #expect(
            navigator.opened == [
                "search", "movie 550", "trending movie -", "person 287", "trending person day", "movieGenre Drama", "trending tv -",
            ])
    }

    @Test func endsInErrorAndOffersNoLinks() async {
        let failure = ViewStateError(kind: .unavailable, message: "TMDb could not be reached.")
        let viewModel = ExploreViewModel(
            dependencies: ExploreDependencies { () throws(ViewStateError) in throw failure }, navigator: navigator)
        await viewModel.load()
        #expect(viewModel.viewState == .error(failure))
        #expect(viewModel.destinations.isEmpty)
        viewModel.open(.search)
        #expect(navigator.opened.isEmpty)
    }
}
