import PersonDetailsFeature
import Presentation
import Testing

@MainActor
@Suite struct PersonDetailsViewModelTests {
    let navigator = MockPersonDetailsNavigator()

    func viewModel(failing failure: ViewStateError? = nil) -> PersonDetailsViewModel {
        PersonDetailsViewModel(
            personID: 287,
            dependencies: PersonDetailsDependencies { id throws(ViewStateError) in
                if let failure { throw failure }
                guard id == 287 else { throw ViewStateError(kind: .unexpected, message: "asked for \(id)") }
                return PersonDetailsFixtures.bradPitt
            },
            navigator: navigator)
    }

    @Test func endsReadyAndLeadsToTheCreditsAndEachTitleKnownFor() async {
        let viewModel = viewModel()
        #expect(viewModel.destinations.isEmpty)
        await viewModel.load()
        #expect(viewModel.viewState == .ready(PersonDetailsFixtures.bradPitt))
        #expect(viewModel.destinations == [.credits, .movie(id: 550), .series(id: 1400)])
        viewModel.destinations.forEach(viewModel.open)
        #expect(navigator.calls == [.credits(287), .movie(550), .series(1400)])
    }

    @Test func endsInErrorAndOffersNoLinks() async {
        let failure = ViewStateError(kind: .notFound, message: "No person has id 287.")
        let viewModel = viewModel(failing: failure)
        await viewModel.load()
        #expect(viewModel.viewState == .error(failure))
        viewModel.open(.credits)
        #expect(navigator.calls.isEmpty)
    }
}
