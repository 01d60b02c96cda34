import Browsing
import DesignSystem
import Presentation
import Testing
import TitleListFeature

@testable import PopcornApp

@MainActor
@Suite struct NextStepsTests {
    let origin = ScreenPlace(MoviePlace(id: 550))

    func steps(_ places: [any Place], from origin: ScreenPlace? = nil) -> NextSteps {
        let origin = origin ?? self.origin
        return NextSteps(steps: places.map { NextStep(.place(ScreenPlace($0)), from: origin) }, origin: origin)
    }

    @Test func turnsEachLinkIntoTheCommandThatFollowsIt() {
        let steps = steps([
            CastAndCrewPlace(kind: .movie, id: 550), SimilarTitlesPlace(kind: .movie, id: 550),
            RankedListPlace(kind: .movie, ranking: .popular, page: 1), RankedListPlace(kind: .movie, ranking: .topRated, page: 3),
            SimilarTitlesPlace(kind: .movie, id: 603, page: 2), RankedListPlace(kind: .tv, ranking: .popular, page: 2),
            SimilarTitlesPlace(kind: .tv, id: 1399),
        ])
        #expect(
            steps.steps.map(\.command) == [
                "popcorn movie 550 --cast",
                "popcorn movie 550 --similar",
                "popcorn movies popular",
                "popcorn movies top-rated --page 3",
                "popcorn movie 603 --similar --page 2",
                "popcorn tv popular --page 2",
                "popcorn tv 1399 --similar",
            ])
        #expect(steps.steps[1].purpose == "movies like it")
    }

    @Test func aLinkToAnotherPageOfTheListShownIsCalledThatPage() {
        let list = ScreenPlace(SimilarTitlesPlace(kind: .movie, id: 550, page: 2))
        let steps = steps(
            [SimilarTitlesPlace(kind: .movie, id: 550, page: 1), SimilarTitlesPlace(kind: .movie, id: 550, page: 3)], from: list)
        #expect(steps.steps.map(\.purpose) == ["page 1", "page 3"])
    }

    @Test func printsManyLinksOfOneKindAsTheirTemplate() {
        let steps = steps(
            [MoviePlace(id: 13), MoviePlace(id: 603), MoviePlace(id: 550), RankedListPlace(kind: .movie, ranking: .popular, page: 2)],
            from: ScreenPlace(RankedListPlace(kind: .movie, ranking: .popular, page: 1)))
        #expect(
            steps.lines(theme: .plain) == [
                "Next:",
                "  popcorn movie <id>               a movie's details",
                "  popcorn movies popular --page 2  page 2",
            ])
    }

    @Test func linksThatDifferOnlyInAValueShowAsOneWithTheValueNamed() {
        let genres = ["Action", "Drama", "Science Fiction"]
        let steps = steps(
            genres.map { DiscoverPlace(kind: .movie, genres: [$0]) } + genres.map { DiscoverPlace(kind: .tv, genres: [$0]) }
                + (1...8).map { SeasonPlace(seriesID: 1399, season: $0) },
            from: .home)
        #expect(
            steps.lines(theme: .plain) == [
                "Next:",
                "  popcorn discover movie --genre <name>  films of one genre",
                "  popcorn discover tv --genre <name>     series of one genre",
                "  popcorn tv 1399 season <n>             a season and its episodes",
            ])
    }

    @Test func aScreenWithManyKindsOfLinkListsAHandfulAndOpensInTheBrowserForTheRest() {
        let genres = ["Action", "Adventure", "Comedy", "Crime", "Drama", "Western"]
        let places: [any Place] = [
            MoviePlace(id: 550), TrendingPlace(kind: .movie), TrendingPlace(kind: .tv), MoviePlace(id: 603), MoviePlace(id: 13),
            RankedListPlace(kind: .movie, ranking: .popular), SeriesPlace(id: 1399), SeriesPlace(id: 1396), SeriesPlace(id: 66732),
            RankedListPlace(kind: .tv, ranking: .popular), RankedListPlace(kind: .movie, ranking: .topRated),
        ]
        let steps = NextSteps(
            steps: [NextStep(.searchPrompt, from: .home)]
                + places.map { NextStep(.place(ScreenPlace($0)), from: .home) }
                + genres.map { NextStep(.place(ScreenPlace(DiscoverPlace(kind: .movie, genres: [$0]))), from: .home) },
            origin: .home)
        #expect(
            steps.lines(theme: .plain) == [
                "Next:",
                "  popcorn search <words>                 find a film, series or person by name",
                "  popcorn movie <id>                     a movie's details",
                "  popcorn trending movie                 the whole list of trending films",
                "  popcorn tv <id>                        a series' details",
                "  popcorn discover movie --genre <name>  films of one genre",
                "  popcorn browse explore                 its 4 other links, in the browser",
            ])
        let narrow = steps.lines(theme: Theme(styler: .plain, width: 70))
        #expect(
            narrow[1...2] == [
                "  popcorn search <words>                 find a film, series or person",
                "                                         by name",
            ])
        #expect(narrow.allSatisfy { $0.count <= 70 } && !narrow.contains { $0.contains("…") })
    }

    @Test func aDiscoveryIsDescribedByItsFilterAndARankedListByItsRanking() {
        func purpose(_ place: some Place) -> String { NextStep(.place(ScreenPlace(place)), from: origin).purpose }
        #expect(purpose(DiscoverPlace(kind: .movie, genres: ["Drama"])) == "films filed under Drama")
        #expect(purpose(DiscoverPlace(kind: .tv, genres: ["Sci-Fi & Fantasy"])) == "series filed under Sci-Fi & Fantasy")
        #expect(
            purpose(DiscoverPlace(kind: .movie, genres: ["Crime", "Drama"], anyGenre: true, year: "1990-1999"))
                == "films filed under Crime or Drama from 1990-1999")
        #expect(purpose(DiscoverPlace(kind: .movie, genres: ["Drama"], page: 2)) == "films filed under Drama, page 2")
        #expect(purpose(RankedListPlace(kind: .movie, ranking: .popular)) == "the most popular films")
        #expect(purpose(RankedListPlace(kind: .tv, ranking: .topRated)) == "the best-rated series")
        #expect(!steps([DiscoverPlace(kind: .movie, genres: ["Drama"])]).lines(theme: .plain).joined().contains("page"))
    }

    @Test func printsTwoLinksOfOneKindEachAsItself() {
        let steps = steps([EpisodePlace(seriesID: 1399, season: 1, episode: 1), EpisodePlace(seriesID: 1399, season: 1, episode: 3)])
        #expect(
            steps.lines(theme: .plain) == [
                "Next:",
                "  popcorn tv 1399 season 1 episode 1  an episode",
                "  popcorn tv 1399 season 1 episode 3  an episode",
            ])
    }

    @Test func printsASingleLinkAsItsCommandAndTheSearchPromptAsItsForm() {
        #expect(steps([MoviePlace(id: 550)]).lines(theme: .plain) == ["Next:", "  popcorn movie 550  a movie's details"])
        let prompt = NextSteps(steps: [NextStep(.searchPrompt, from: .home)], origin: .home)
        #expect(prompt.lines(theme: .plain) == ["Next:", "  popcorn search <words>  find a film, series or person by name"])
    }

    @Test(arguments: [20, 30, 40])
    func aNarrowTerminalKeepsEachCommandWholeAndPutsItsPurposeBelow(width: Int) {
        let steps = steps(
            [MoviePlace(id: 13), MoviePlace(id: 603), MoviePlace(id: 550), RankedListPlace(kind: .movie, ranking: .popular, page: 2)],
            from: ScreenPlace(RankedListPlace(kind: .movie, ranking: .popular, page: 1)))
        let lines = steps.lines(theme: Theme(styler: .plain, width: width))
        #expect(lines.contains("  popcorn movies popular --page 2"))
        #expect(lines.contains("  popcorn movie <id>"))
        #expect(lines.contains("    page 2"))
        #expect(!lines.contains { $0.contains("…") })
    }

    @Test func aLinkToOneTitleOrPersonSaysWhomOrWhatAndManyStayOneLine() {
        let one = NextSteps(
            steps: [
                NextStep(.place(ScreenPlace(PersonPlace(id: 9813))), label: "Emilia Clarke", from: origin),
                NextStep(.place(ScreenPlace(CastAndCrewPlace(kind: .movie, id: 550))), label: "Full cast and crew", from: origin),
            ], origin: origin)
        #expect(
            one.lines(theme: .plain) == [
                "Next:",
                "  popcorn person 9813       Emilia Clarke",
                "  popcorn movie 550 --cast  its full cast and crew",
            ])
        let many = NextSteps(
            steps: [287, 819, 1283].map { NextStep(.place(ScreenPlace(PersonPlace(id: $0))), label: "Person \($0)", from: origin) },
            origin: origin)
        #expect(many.lines(theme: .plain) == ["Next:", "  popcorn person <id>  a person's page"])
    }

    @Test func printsNothingWithoutLinks() {
        #expect(NextSteps(steps: [], origin: origin).lines(theme: .plain).isEmpty)
    }
}
