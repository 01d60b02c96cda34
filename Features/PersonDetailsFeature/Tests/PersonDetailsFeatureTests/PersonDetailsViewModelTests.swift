import PersonDetailsFeature
import Presentation
import Testing

@MainActor
@Suite struct PersonDetailsViewModelTests {
    let navigator = MockPersonDetailsNavigator()
    let sample = PersonDetails(id: 7, title: "Sample")

    @Test func endsReadyWithWhatItFetched() async {
        let sample = self.sample
        let viewModel = PersonDetailsViewModel(
            id: 7,
            dependencies: PersonDetailsDependencies { id throws(ViewStateError) in
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
        let viewModel = PersonDetailsViewModel(
            id: 7, dependencies: PersonDetailsDependencies { _ throws(ViewStateError) in throw failure }, navigator: navigator)
        await viewModel.load()
        #expect(viewModel.viewState == .error(failure))
        #expect(viewModel.destinations.isEmpty)
        viewModel.open(.details(id: 7))
        #expect(navigator.openedIDs.isEmpty)
    }
}
