import MovieDetailsFeature
import Presentation
import Testing

@MainActor
@Suite struct MovieDetailsViewModelTests {
    let navigator = MockMovieDetailsNavigator()

    func makeViewModel(
        _ fetch: @escaping @Sendable (Int) async throws(ViewStateError) -> MovieDetails
    ) -> MovieDetailsViewModel {
        MovieDetailsViewModel(movieID: 550, dependencies: MovieDetailsDependencies(fetchMovieDetails: fetch), navigator: navigator)
    }

    @Test func startsInitialAndEndsReadyWithTheMovie() async {
        let viewModel = makeViewModel { _ in MovieDetailsFixtures.fightClub }
        #expect(viewModel.viewState == .initial)
        await viewModel.load()
        #expect(viewModel.viewState == .ready(MovieDetailsFixtures.fightClub))
    }

    @Test func isLoadingWhileTheFetchIsUnderWay() async {
        let probe = StateProbe()
        let viewModel = makeViewModel { _ in
            await probe.record()
            return MovieDetailsFixtures.fightClub
        }
        probe.viewModel = viewModel
        await viewModel.load()
        #expect(probe.seen == [.loading])
    }

    @Test func asksForItsOwnMovie() async {
        let viewModel = makeViewModel { id throws(ViewStateError) in
            guard id == 550 else { throw ViewStateError(kind: .unexpected, message: "asked for \(id)") }
            return MovieDetailsFixtures.fightClub
        }
        await viewModel.load()
        #expect(viewModel.viewState.content?.id == 550)
    }

    @Test func endsInErrorWithWhatWentWrong() async {
        let failure = ViewStateError(kind: .notFound, message: "No movie with id 550.")
        let viewModel = makeViewModel { _ throws(ViewStateError) in throw failure }
        await viewModel.load()
        #expect(viewModel.viewState == .error(failure))
    }

    @Test func offersNoLinksUntilLoaded() async {
        let viewModel = makeViewModel { _ throws(ViewStateError) in throw ViewStateError(kind: .unavailable, message: "down") }
        #expect(viewModel.destinations.isEmpty)
        viewModel.open(.castAndCrew)
        await viewModel.load()
        #expect(viewModel.destinations.isEmpty)
        #expect(navigator.calls.isEmpty)
    }

    @Test func followsItsLinksThroughTheNavigator() async {
        let viewModel = makeViewModel { _ in MovieDetailsFixtures.fightClub }
        await viewModel.load()
        #expect(viewModel.destinations.prefix(4) == [.castAndCrew, .similarMovies, .genre("Drama"), .person(id: 7467)])
        viewModel.open(.castAndCrew)
        viewModel.open(.similarMovies)
        viewModel.open(.genre("Drama"))
        viewModel.open(.genre("Comedy"))
        viewModel.open(.person(id: 287))
        #expect(navigator.calls == [.castAndCrew(550), .similarMovies(550), .genre("Drama"), .person(287)], "only its own genres")
    }

    @Test func leadsToTheDirectorsAndTheTopCastOnceEach() async {
        let viewModel = makeViewModel { _ in MovieDetailsFixtures.fightClub }
        await viewModel.load()
        let people = viewModel.destinations.compactMap { destination -> Int? in
            if case .person(let id) = destination { id } else { nil }
        }
        let fightClub = MovieDetailsFixtures.fightClub
        let named = fightClub.directors.compactMap(\.personID) + fightClub.cast.prefix(MovieDetails.topCastCount).compactMap(\.personID)
        #expect(people == named.reduce(into: []) { if !$0.contains($1) { $0.append($1) } })
        #expect(people.count <= fightClub.directors.count + MovieDetails.topCastCount)
    }

    @Test func offersTheChatAboutTheMovieOnlyWhenAskedTo() async {
        let offering = MovieDetailsViewModel(
            movieID: 550, dependencies: MovieDetailsDependencies { _ throws(ViewStateError) in MovieDetailsFixtures.fightClub },
            navigator: navigator, offersChat: true)
        await offering.load()
        #expect(offering.destinations.prefix(5) == [.castAndCrew, .similarMovies, .askAboutIt, .genre("Drama"), .person(id: 7467)])
        offering.open(.askAboutIt)
        #expect(navigator.calls == [.chat(550)])
        let silent = makeViewModel { _ in MovieDetailsFixtures.fightClub }
        await silent.load()
        #expect(!silent.destinations.contains(.askAboutIt))
        silent.open(.askAboutIt)
        #expect(navigator.calls == [.chat(550)])
    }
}

/// Notes the view model's state from inside a fetch.
@MainActor
final class StateProbe {
    var viewModel: MovieDetailsViewModel?
    private(set) var seen: [ViewState<MovieDetails>] = []

    func record() {
        if let state = viewModel?.viewState { seen.append(state) }
    }
}
