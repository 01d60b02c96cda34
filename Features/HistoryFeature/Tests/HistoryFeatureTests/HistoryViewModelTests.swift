import HistoryFeature
import Presentation
import Testing

@MainActor
@Suite struct HistoryViewModelTests {
    let navigator = MockHistoryNavigator()

    @Test func leadsBackIntoWhatIsStillFoundAndToTheNextPage() async {
        let viewModel = HistoryViewModel(
            dependencies: HistoryDependencies { page throws(ViewStateError) in
                guard page == 1 else { throw ViewStateError(kind: .unexpected, message: "asked for page \(page)") }
                return HistoryFixtures.page
            },
            navigator: navigator)
        await viewModel.load()
        #expect(viewModel.viewState == .ready(HistoryFixtures.page))
        viewModel.destinations.forEach(viewModel.open)
        #expect(navigator.opened == ["tv 1399", "movie 603", "history page 2"])
    }

    @Test func endsInErrorAndOffersNoLinks() async {
        let failure = ViewStateError(kind: .unavailable, message: "The history could not be read.")
        let viewModel = HistoryViewModel(
            dependencies: HistoryDependencies { _ throws(ViewStateError) in throw failure }, navigator: navigator)
        await viewModel.load()
        #expect(viewModel.viewState == .error(failure))
        #expect(viewModel.destinations.isEmpty)
    }
}
