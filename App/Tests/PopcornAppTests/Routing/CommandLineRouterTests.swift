import DesignSystem
import Presentation
import Testing
import TitleListFeature

@testable import PopcornApp

@MainActor
@Suite struct CommandLineRouterTests {
    let router = CommandLineRouter()

    @Test func turnsEachLinkIntoTheCommandThatFollowsIt() {
        router.openCastAndCrew(movieID: 550)
        router.openSimilarMovies(movieID: 550)
        router.openTitleList(TitleList(.popular, of: .movie), page: 1)
        router.openTitleList(TitleList(.topRated, of: .movie), page: 3)
        router.openTitleList(TitleList(.similar(to: 603), of: .movie), page: 2)
        router.openTitleList(TitleList(.popular, of: .tv), page: 2)
        router.openTitleList(TitleList(.similar(to: 1399), of: .tv), page: 1)
        #expect(
            router.nextSteps.map(\.command) == [
                "popcorn movie 550 --cast",
                "popcorn movie 550 --similar",
                "popcorn movies popular",
                "popcorn movies top-rated --page 3",
                "popcorn movie 603 --similar --page 2",
                "popcorn tv popular --page 2",
                "popcorn tv 1399 --similar",
            ])
    }

    @Test func printsManyLinksOfOneKindAsTheirTemplate() {
        router.openMovieDetails(movieID: 13)
        router.openMovieDetails(movieID: 603)
        router.openMovieDetails(movieID: 550)
        router.openTitleList(TitleList(.popular, of: .movie), page: 2)
        #expect(
            router.nextStepLines(theme: .plain) == [
                "Next:",
                "  popcorn movie <id>               a movie's details",
                "  popcorn movies popular --page 2  page 2",
            ])
    }

    @Test func printsTwoLinksOfOneKindEachAsItself() {
        router.openEpisode(seriesID: 1399, seasonNumber: 1, episodeNumber: 1)
        router.openEpisode(seriesID: 1399, seasonNumber: 1, episodeNumber: 3)
        #expect(
            router.nextStepLines(theme: .plain) == [
                "Next:",
                "  popcorn tv 1399 season 1 episode 1  an episode",
                "  popcorn tv 1399 season 1 episode 3  an episode",
            ])
    }

    @Test func printsASingleLinkAsItsCommand() {
        router.openMovieDetails(movieID: 550)
        #expect(router.nextStepLines(theme: .plain) == ["Next:", "  popcorn movie 550  a movie's details"])
    }

    @Test(arguments: [20, 30, 40])
    func aNarrowTerminalKeepsEachCommandWholeAndPutsItsPurposeBelow(width: Int) {
        router.openMovieDetails(movieID: 13)
        router.openMovieDetails(movieID: 603)
        router.openMovieDetails(movieID: 550)
        router.openTitleList(TitleList(.popular, of: .movie), page: 2)
        let lines = router.nextStepLines(theme: Theme(styler: .plain, width: width))
        #expect(lines.contains("  popcorn movies popular --page 2"))
        #expect(lines.contains("  popcorn movie <id>"))
        #expect(lines.contains("    page 2"))
        #expect(!lines.contains { $0.contains("…") })
    }

    @Test func printsNothingWithoutLinks() {
        #expect(router.nextStepLines(theme: .plain).isEmpty)
    }
}
