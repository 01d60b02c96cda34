import TMDbStandIn
import TVSeriesDomain
import TVSeriesInfrastructure
import Testing

/// How TMDb's aggregate credits become the series' credits, through answers written here.
@Suite struct TMDbTVSeriesCreditsMapperTests {
    @Test func eachPersonIsOneCreditWithEveryPartAndJobTMDbCounts() async throws {
        let body = #"""
            {"id": 500, "name": "Five Hundred", "number_of_episodes": 10, "created_by": [{"id": 9, "name": "Zed"}],
             "aggregate_credits": {
               "cast": [
                 {"id": 2, "name": "Bea", "order": 1, "total_episode_count": 5, "roles": [{"character": "Ex", "episode_count": 5}]},
                 {"id": 1, "name": "Al", "order": 0, "total_episode_count": 9,
                  "roles": [{"character": "Why", "episode_count": 7}, {"character": "Why (voice)", "episode_count": 2},
                            {"character": "", "episode_count": 1}, {"character": "Why", "episode_count": 1}]},
                 {"id": 3, "name": "Cy", "roles": []}
               ],
               "crew": [
                 {"id": 4, "name": "Di", "department": "Directing", "total_episode_count": 2, "jobs": [{"job": "Director", "episode_count": 2}]},
                 {"id": 5, "name": "Ed", "department": "Writing", "total_episode_count": 6,
                  "jobs": [{"job": "Writer", "episode_count": 6}, {"job": "Story", "episode_count": 1}]},
                 {"id": 6, "name": "Fi", "department": "Crew", "total_episode_count": 8, "jobs": [{"job": ""}]}
               ]}}
            """#
        let standIn = try TMDbStandIn(routes: [.answer("/3/tv/500", with: .json(body))])
        defer { standIn.stop() }
        let credits = try await TMDbStandInSource.make(standIn).credits(ofSeriesWithID: 500)
        #expect(
            credits.cast == [
                TVSeriesCastCredit(personID: 1, name: "Al", characters: ["Why", "Why (voice)"], episodeCount: 9, isMainCast: true),
                TVSeriesCastCredit(personID: 2, name: "Bea", characters: ["Ex"], episodeCount: 5, isMainCast: true),
                TVSeriesCastCredit(personID: 3, name: "Cy", characters: [], episodeCount: nil, isMainCast: true),
            ])
        #expect(
            credits.crew == [
                TVSeriesCrewCredit(personID: 9, name: "Zed", department: "Writing", jobs: ["Creator"], episodeCount: nil),
                TVSeriesCrewCredit(personID: 5, name: "Ed", department: "Writing", jobs: ["Writer", "Story"], episodeCount: 6),
                TVSeriesCrewCredit(personID: 4, name: "Di", department: "Directing", jobs: ["Director"], episodeCount: 2),
            ])
        #expect(credits.episodesHeld == 10)
    }

    @Test func creditsLeftOutOfTheSeriesAnswerAreAskedForOnTheirOwn() async throws {
        let body = #"{"id": 1399, "name": "Game of Thrones", "number_of_episodes": 73}"#
        let standIn = try TMDbStandIn(routes: [.answer("/3/tv/1399", with: .json(body))])
        defer { standIn.stop() }
        let credits = try await TMDbStandInSource.make(standIn).credits(ofSeriesWithID: 1399)
        #expect(credits.cast.first?.name == "Emilia Clarke" && credits.cast.first?.episodeCount == 73)
        #expect(standIn.requestCount(path: "/3/tv/1399/aggregate_credits") == 1)
    }

    @Test func withoutAnEpisodeCountTheSeasonsCountsAreAddedUpWithoutTheSpecials() async throws {
        let body = #"""
            {"id": 700, "name": "Seven Hundred", "aggregate_credits": {"cast": [], "crew": []},
             "seasons": [{"id": 1, "name": "Specials", "season_number": 0, "episode_count": 4},
                         {"id": 2, "name": "Season 1", "season_number": 1, "episode_count": 8},
                         {"id": 3, "name": "Season 2", "season_number": 2, "episode_count": 6}]}
            """#
        let standIn = try TMDbStandIn(routes: [.answer("/3/tv/700", with: .json(body))])
        defer { standIn.stop() }
        let credits = try await TMDbStandInSource.make(standIn).credits(ofSeriesWithID: 700)
        #expect(credits.episodesHeld == 14 && credits.cast.isEmpty && credits.crew.isEmpty)
    }
}
