import Browsing
import ExploreFeature
import Presentation
import SearchResultsFeature
import Testing
import TitleListFeature

@testable import PopcornApp

/// Each link every feature's `*Navigating` declares, and the place the one navigator says it leads to.
@MainActor
@Suite struct PlaceNavigatorTests {
    @Test func eachLinkLeadsToThePlaceItNames() {
        let cases: [((PlaceNavigator) -> Void, any Place)] = [
            ({ $0.openMovieDetails(movieID: 550) }, MoviePlace(id: 550)),
            ({ $0.openSeriesDetails(seriesID: 1399) }, SeriesPlace(id: 1399)),
            ({ $0.openPersonDetails(personID: 287) }, PersonPlace(id: 287)),
            ({ $0.openCastAndCrew(movieID: 550) }, CastAndCrewPlace(kind: .movie, id: 550)),
            ({ $0.openSimilarMovies(movieID: 550) }, SimilarTitlesPlace(kind: .movie, id: 550)),
            ({ $0.openSeriesCredits(seriesID: 1399) }, CastAndCrewPlace(kind: .tv, id: 1399)),
            ({ $0.openSimilarSeries(seriesID: 1399) }, SimilarTitlesPlace(kind: .tv, id: 1399)),
            ({ $0.openSeason(seriesID: 1399, seasonNumber: 1) }, SeasonPlace(seriesID: 1399, season: 1)),
            ({ $0.openEpisode(seriesID: 1399, seasonNumber: 1, episodeNumber: 2) }, EpisodePlace(seriesID: 1399, season: 1, episode: 2)),
            ({ $0.openPersonCredits(personID: 287) }, PersonCreditsPlace(id: 287)),
            ({ $0.openTitleList(TitleList(.topRated, of: .tv), page: 3) }, RankedListPlace(kind: .tv, ranking: .topRated, page: 3)),
            ({ $0.openTitleList(TitleList(.similar(to: 603), of: .movie), page: 2) }, SimilarTitlesPlace(kind: .movie, id: 603, page: 2)),
            (
                { $0.openTitleList(TitleList(.trending(window: .day), of: .person), page: 2) },
                TrendingPlace(kind: .person, window: .day, page: 2)
            ),
            (
                { $0.openSearchResults(SearchRequest(query: "pitt", kind: .person, page: 2)) },
                SearchPlace(query: "pitt", kind: .person, page: 2)
            ),
            ({ $0.openHistory(page: 2) }, HistoryPlace(page: 2)),
            (
                { $0.openExploreList(ExploreList(.trending, of: .movie, window: "day")) },
                TrendingPlace(kind: .movie, window: .day, page: 1)
            ),
            ({ $0.openExploreList(ExploreList(.topRated, of: .tv)) }, RankedListPlace(kind: .tv, ranking: .topRated, page: 1)),
            ({ $0.openChat(movieID: 550) }, ChatPlace(kind: .movie, id: 550)),
            ({ $0.openChat(seriesID: 1399) }, ChatPlace(kind: .tv, id: 1399)),
            ({ $0.openMovieDiscovery(genre: "Science Fiction") }, DiscoverPlace(kind: .movie, genres: ["Science Fiction"])),
            ({ $0.openSeriesDiscovery(genre: "Sci-Fi & Fantasy") }, DiscoverPlace(kind: .tv, genres: ["Sci-Fi & Fantasy"])),
        ]
        for (follow, place) in cases {
            let navigator = PlaceNavigator()
            #expect(navigator.links { follow(navigator) } == [.place(ScreenPlace(place))])
        }
    }

    @Test func theSearchLinkLeadsToThePromptAndEachCallNotesItsOwnLinks() {
        let navigator = PlaceNavigator()
        #expect(navigator.links { navigator.openSearch() } == [.searchPrompt])
        #expect(navigator.links {}.isEmpty)
    }
}
