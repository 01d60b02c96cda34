import Presentation
import SearchResultsFeature
import Testing
import TitleListFeature

@testable import PopcornApp

@MainActor
@Suite struct BrowserRouterTests {
    /// Each link, followed from the same place, and the place it leads to.
    @Test func pushesThePlaceEachLinkNames() {
        let cases: [((BrowserRouter) -> Void, ScreenPlace)] = [
            ({ $0.openMovieDetails(movieID: 550) }, .movie(id: 550)),
            ({ $0.openSeriesDetails(seriesID: 1399) }, .series(id: 1399)),
            ({ $0.openPersonDetails(personID: 287) }, .person(id: 287)),
            ({ $0.openCastAndCrew(movieID: 550) }, .movieCredits(id: 550)),
            ({ $0.openSimilarMovies(movieID: 550) }, .titleList(TitleList(.similar(to: 550), of: .movie), page: 1)),
            ({ $0.openSeriesCredits(seriesID: 1399) }, .seriesCredits(id: 1399)),
            ({ $0.openSimilarSeries(seriesID: 1399) }, .titleList(TitleList(.similar(to: 1399), of: .tv), page: 1)),
            ({ $0.openSeason(seriesID: 1399, seasonNumber: 1) }, .season(seriesID: 1399, season: 1)),
            ({ $0.openEpisode(seriesID: 1399, seasonNumber: 1, episodeNumber: 2) }, .episode(seriesID: 1399, season: 1, episode: 2)),
            ({ $0.openPersonCredits(personID: 287) }, .personCredits(id: 287)),
            ({ $0.openTitleList(TitleList(.topRated, of: .tv), page: 3) }, .titleList(TitleList(.topRated, of: .tv), page: 3)),
            (
                { $0.openSearchResults(SearchRequest(query: "pitt", kind: .person, page: 2)) },
                .search(SearchRequest(query: "pitt", kind: .person, page: 2))
            ),
            ({ $0.openHistory(page: 2) }, .history(page: 2)),
        ]
        for (follow, place) in cases {
            let router = BrowserRouter(start: .home)
            follow(router)
            #expect(router.history.current.place == place)
            #expect(router.history.entries.count == 2)
        }
    }

    @Test func backForwardAndHomeMoveAlongTheHistory() {
        let router = BrowserRouter(start: .movie(id: 550))
        router.openPersonDetails(personID: 287)
        #expect(router.back())
        #expect(router.history.current.place == .movie(id: 550))
        #expect(router.forward())
        router.home()
        #expect(router.history.entries.map(\.place) == [.movie(id: 550), .person(id: 287), .home])
    }

    @Test func theSearchLinkAsksForThePromptOnce() {
        let router = BrowserRouter(start: .home)
        router.openSearch()
        #expect(router.history.entries.count == 1)
        #expect(router.takeSearchRequest())
        #expect(!router.takeSearchRequest())
    }
}
