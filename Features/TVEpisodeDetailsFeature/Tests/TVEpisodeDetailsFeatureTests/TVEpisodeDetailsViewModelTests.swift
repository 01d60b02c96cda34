import Presentation
import TVEpisodeDetailsFeature
import Testing

@MainActor
@Suite struct TVEpisodeDetailsViewModelTests {
    let navigator = MockTVEpisodeDetailsNavigator()

    func loaded(_ episode: TVEpisodeDetails) async -> TVEpisodeDetailsViewModel {
        let viewModel = TVEpisodeDetailsViewModel(
            seriesID: 1399, seasonNumber: 1, episodeNumber: episode.episodeNumber,
            dependencies: TVEpisodeDetailsDependencies { _, _, _ throws(ViewStateError) in episode }, navigator: navigator)
        await viewModel.load()
        return viewModel
    }

    @Test func theFirstEpisodeLeadsToTheNextAndUpToItsSeason() async {
        let viewModel = await loaded(TVEpisodeDetailsFixtures.episode(1))
        viewModel.destinations.forEach(viewModel.open)
        #expect(navigator.opened == ["episode 1399 1 2", "season 1399 1", "person 117642"], "and to its guest star")
    }

    @Test func theLastEpisodeLeadsBackOnly() async {
        let viewModel = await loaded(TVEpisodeDetailsFixtures.episode(10))
        #expect(viewModel.destinations == [.previousEpisode, .season, .person(id: 117642)])
    }

    @Test func anErrorOffersNoLinks() async {
        let failure = ViewStateError(kind: .notFound, message: "Season 1 has 10 episodes.")
        let viewModel = TVEpisodeDetailsViewModel(
            seriesID: 1399, seasonNumber: 1, episodeNumber: 11,
            dependencies: TVEpisodeDetailsDependencies { _, _, _ throws(ViewStateError) in throw failure }, navigator: navigator)
        await viewModel.load()
        #expect(viewModel.destinations.isEmpty)
    }
}
