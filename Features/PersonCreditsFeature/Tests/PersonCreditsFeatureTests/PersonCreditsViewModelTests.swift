import PersonCreditsFeature
import Presentation
import Testing

@MainActor
@Suite struct PersonCreditsViewModelTests {
    let navigator = MockPersonCreditsNavigator()
    let sample = PersonCredits(id: 7, title: "Sample")

    @Test func endsReadyWithWhatItFetched() async {
        let sample = self.sample
        let viewModel = PersonCreditsViewModel(
            id: 7,
            dependencies: PersonCreditsDependencies { id throws(ViewStateError) in
                guard id == 7 else { throw ViewStateError(kind: .unexpected, message: "asked for \(id)") }
                return sample
            },
            navigator: navigator
        )
        #expect(viewModel.viewState == .initial)
        await viewModel.load()
        #expect(viewModel.viewState == .ready(sample))
        viewModel.destinations.forEach(viewModel.open)
        #expect(navigator.openedIDs == [7])
    }

    @Test func endsInErrorAndOffersNoLinks() async {
        let failure = ViewStateError(kind: .notFound, message: "Nothing has id 7.")
        let viewModel = PersonCreditsViewModel(
            id: 7, dependencies: PersonCreditsDependencies { _ throws(ViewStateError) in throw failure }, navigator: navigator)
        await viewModel.load()
        #expect(viewModel.viewState == .error(failure))
        #expect(viewModel.destinations.isEmpty)
        viewModel.open(.details(id: 7))
        #expect(navigator.openedIDs.isEmpty)
    }
}
