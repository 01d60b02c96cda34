import DesignSystem
import Testing
import TitleListFeature

@testable import PopcornApp

@MainActor
@Suite struct CommandLineRouterTests {
    let router = CommandLineRouter()

    @Test func turnsEachLinkIntoTheCommandThatFollowsIt() {
        router.openCastAndCrew(movieID: 550)
        router.openSimilarMovies(movieID: 550)
        router.openTitleList(.popular, page: 1)
        router.openTitleList(.topRated, page: 3)
        router.openTitleList(.similar(movieID: 603), page: 2)
        #expect(
            router.nextSteps.map(\.command) == [
                "popcorn movie 550 --cast",
                "popcorn movie 550 --similar",
                "popcorn movies popular",
                "popcorn movies top-rated --page 3",
                "popcorn movie 603 --similar --page 2",
            ])
    }

    @Test func printsManyLinksOfOneKindAsTheirTemplate() {
        router.openMovieDetails(movieID: 13)
        router.openMovieDetails(movieID: 603)
        router.openMovieDetails(movieID: 550)
        router.openTitleList(.popular, page: 2)
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

    @Test func printsNothingWithoutLinks() {
        #expect(router.nextStepLines(theme: .plain).isEmpty)
    }
}
