import CastAndCrewFeature
import Presentation
import Testing

@MainActor
@Suite struct CastAndCrewViewModelTests {
    let navigator = MockCastAndCrewNavigator()

    @Test func endsReadyWithTheCreditsOfItsMovie() async {
        let viewModel = CastAndCrewViewModel(
            titleID: 603,
            dependencies: CastAndCrewDependencies { id throws(ViewStateError) in
                guard id == 603 else { throw ViewStateError(kind: .unexpected, message: "asked for \(id)") }
                return CastAndCrewFixtures.matrix
            },
            navigator: navigator
        )
        #expect(viewModel.viewState == .initial)
        await viewModel.load()
        #expect(viewModel.viewState == .ready(CastAndCrewFixtures.matrix))
    }

    @Test func endsInErrorAndOffersNoLinks() async {
        let failure = ViewStateError(kind: .notFound, message: "No movie with id 603.")
        let viewModel = CastAndCrewViewModel(
            titleID: 603,
            dependencies: CastAndCrewDependencies { _ throws(ViewStateError) in throw failure },
            navigator: navigator
        )
        await viewModel.load()
        #expect(viewModel.viewState == .error(failure))
        #expect(viewModel.destinations.isEmpty)
        viewModel.open(.details)
        #expect(navigator.openedMovieIDs.isEmpty)
    }

    @Test func leadsBackToItsMovie() async {
        let viewModel = CastAndCrewViewModel(
            titleID: 603,
            dependencies: CastAndCrewDependencies { _ in CastAndCrewFixtures.matrix },
            navigator: navigator
        )
        await viewModel.load()
        viewModel.open(.details)
        #expect(navigator.openedMovieIDs == [603])
    }

    @Test func leadsToEveryoneItNamesOnceEachCastFirst() async {
        let viewModel = CastAndCrewViewModel(
            titleID: 603, dependencies: CastAndCrewDependencies { _ in CastAndCrewFixtures.matrix }, navigator: navigator)
        await viewModel.load()
        #expect(viewModel.destinations == [.details] + [6384, 2975, 9339, 1, 9340, 2].map { .person(id: $0) })
        viewModel.open(.person(id: 9340))
        #expect(navigator.openedPersonIDs == [9340])
    }
}
