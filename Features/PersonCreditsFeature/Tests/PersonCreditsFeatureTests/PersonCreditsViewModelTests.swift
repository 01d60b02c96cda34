import PersonCreditsFeature
import Presentation
import Synchronization
import Testing

@MainActor
@Suite struct PersonCreditsViewModelTests {
    let navigator = MockPersonCreditsNavigator()

    @Test func asksForTheFiltersItWasGivenAndLeadsToThePersonAndEachTitleOnce() async {
        let asked = Mutex<[String]>([])
        let viewModel = PersonCreditsViewModel(
            personID: 117642, kind: .movie, department: "Acting",
            dependencies: PersonCreditsDependencies { id, kind, department throws(ViewStateError) in
                asked.withLock { $0.append("\(id) \(kind?.rawValue ?? "any") \(department ?? "any")") }
                return PersonCreditsFixtures.momoa
            },
            navigator: navigator)
        await viewModel.load()
        #expect(asked.withLock { $0 } == ["117642 movie Acting"])
        #expect(viewModel.destinations == [.person, .movie(id: 209112), .series(id: 1399), .movie(id: 200)])
        viewModel.destinations.forEach(viewModel.open)
        #expect(navigator.calls == [.person(117642), .movie(209112), .series(1399), .movie(200)])
    }

    @Test func endsInErrorAndOffersNoLinks() async {
        let failure = ViewStateError(kind: .notFound, message: "No person has id 9.")
        let viewModel = PersonCreditsViewModel(
            personID: 9, dependencies: PersonCreditsDependencies { _, _, _ throws(ViewStateError) in throw failure }, navigator: navigator)
        await viewModel.load()
        #expect(viewModel.viewState == .error(failure))
        #expect(viewModel.destinations.isEmpty)
    }
}
