import Presentation
import TVSeriesDetailsFeature
import Testing

@MainActor
@Suite struct TVSeriesDetailsViewModelTests {
    let navigator = MockTVSeriesDetailsNavigator()

    @Test func linksToEachSeasonItsCreditsAndSimilarSeries() async {
        let viewModel = TVSeriesDetailsViewModel(
            seriesID: 1399, dependencies: TVSeriesDetailsDependencies { _ throws(ViewStateError) in TVSeriesDetailsFixtures.gameOfThrones },
            navigator: navigator)
        await viewModel.load()
        viewModel.destinations.forEach(viewModel.open)
        #expect(
            navigator.opened == ["season 1399 0", "season 1399 1", "credits 1399", "similar 1399", "genre Drama", "person 9813"],
            "and to its genre and its creator")
    }

    @Test func anErrorOffersNoLinks() async {
        let viewModel = TVSeriesDetailsViewModel(
            seriesID: 1,
            dependencies: TVSeriesDetailsDependencies { _ throws(ViewStateError) in
                throw ViewStateError(kind: .notFound, message: "No series has id 1.")
            }, navigator: navigator)
        await viewModel.load()
        #expect(viewModel.destinations.isEmpty)
    }

    @Test func offersTheChatAboutTheSeriesOnlyWhenAskedTo() async {
        let viewModel = TVSeriesDetailsViewModel(
            seriesID: 1399, dependencies: TVSeriesDetailsDependencies { _ throws(ViewStateError) in TVSeriesDetailsFixtures.gameOfThrones },
            navigator: navigator, offersChat: true)
        await viewModel.load()
        viewModel.destinations.forEach(viewModel.open)
        #expect(
            navigator.opened == [
                "season 1399 0", "season 1399 1", "credits 1399", "similar 1399", "chat 1399", "genre Drama", "person 9813",
            ])
    }
}
