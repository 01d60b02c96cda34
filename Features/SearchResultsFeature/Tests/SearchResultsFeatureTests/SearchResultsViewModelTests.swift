import Presentation
import SearchResultsFeature
import Testing

@MainActor
@Suite struct SearchResultsViewModelTests {
    let navigator = MockSearchResultsNavigator()

    @Test func endsReadyAndLeadsIntoEachResultAndTheNextPage() async {
        let viewModel = SearchResultsViewModel(
            request: SearchRequest(query: "fight clb", kind: nil),
            dependencies: SearchResultsDependencies { request throws(ViewStateError) in
                guard request == SearchRequest(query: "fight clb", kind: nil, page: 1) else {
                    throw ViewStateError(kind: .unexpected, message: "asked for \(request)")
                }
                return SearchResultsFixtures.page
            },
            navigator: navigator
        )
        await viewModel.load()
        #expect(viewModel.viewState == .ready(SearchResultsFixtures.page))
        viewModel.destinations.forEach(viewModel.open)
        #expect(navigator.opened == ["movie 550", "tv 31911", "person 287", "search fight clb any page 2"])
    }

    @Test func endsInErrorAndOffersNoLinks() async {
        let failure = ViewStateError(kind: .invalidRequest, message: "Say what to search for.")
        let viewModel = SearchResultsViewModel(
            request: SearchRequest(query: "", kind: nil),
            dependencies: SearchResultsDependencies { _ throws(ViewStateError) in throw failure }, navigator: navigator)
        await viewModel.load()
        #expect(viewModel.viewState == .error(failure))
        #expect(viewModel.destinations.isEmpty)
    }
}
