import Presentation
import TVSeasonDetailsFeature
import Testing

@MainActor
@Suite struct TVSeasonDetailsViewModelTests {
    let navigator = MockTVSeasonDetailsNavigator()

    @Test func loadsTheSeasonAndLinksToEachEpisodeAndBackUp() async {
        let viewModel = TVSeasonDetailsViewModel(
            seriesID: 1399, seasonNumber: 1,
            dependencies: TVSeasonDetailsDependencies { seriesID, season throws(ViewStateError) in
                guard seriesID == 1399, season == 1 else {
                    throw ViewStateError(kind: .unexpected, message: "asked for \(seriesID) \(season)")
                }
                return TVSeasonDetailsFixtures.seasonOne
            },
            navigator: navigator
        )
        await viewModel.load()
        #expect(viewModel.viewState == .ready(TVSeasonDetailsFixtures.seasonOne))
        viewModel.destinations.forEach(viewModel.open)
        #expect(navigator.opened == ["episode 1399 1 1", "episode 1399 1 2", "series 1399"])
    }

    @Test func anErrorOffersNoLinks() async {
        let failure = ViewStateError(kind: .notFound, message: "Game of Thrones has no season 99.")
        let viewModel = TVSeasonDetailsViewModel(
            seriesID: 1399, seasonNumber: 99, dependencies: TVSeasonDetailsDependencies { _, _ throws(ViewStateError) in throw failure },
            navigator: navigator)
        await viewModel.load()
        #expect(viewModel.viewState == .error(failure))
        #expect(viewModel.destinations.isEmpty)
    }
}
