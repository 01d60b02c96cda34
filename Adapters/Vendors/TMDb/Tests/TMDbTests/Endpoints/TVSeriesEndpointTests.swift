import TMDb
import TMDbStandIn
import TMDbTestSupport
import Testing

@Suite("TV series endpoints")
struct TVSeriesEndpointTests {
    @Test("A series' details decode with aggregate credits, credits and similar series appended")
    func seriesDetails() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let series = try await StandInClients.client(for: standIn).tvSeries(id: 1399)

        #expect(series.name == "Game of Thrones")
        #expect(series.firstAirDate == "2011-04-17")
        #expect(series.createdBy.map(\.id) == [9813, 228068])
        #expect(series.createdBy.map(\.name) == ["David Benioff", "D. B. Weiss"])
        #expect(series.numberOfSeasons == 8)
        #expect(series.numberOfEpisodes == 73)
        #expect(series.status == "Ended")
        #expect(series.networks.map(\.name) == ["HBO"])
        #expect(series.seasons.first { $0.seasonNumber == 1 }?.episodeCount == 10)
        #expect(series.lastEpisodeToAir?.name == "The Iron Throne")
        #expect(series.lastEpisodeToAir?.crew.isEmpty == true, "a last episode carries no crew, and reads as empty")
        #expect(series.nextEpisodeToAir == nil)
        #expect(series.aggregateCredits?.cast.first?.roles.first?.character == "Daenerys Targaryen")
        #expect(series.aggregateCredits?.cast.first?.totalEpisodeCount == 73)
        #expect(series.credits?.cast.count == 6)
        #expect(series.similar?.results.map(\.name) == ["Breaking Bad"])
        #expect(standIn.requests(path: "/3/tv/1399").first?.query["append_to_response"] == "aggregate_credits,credits,similar")
    }

    @Test("A season decodes with its episodes and credits")
    func season() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let season = try await StandInClients.client(for: standIn).tvSeason(seriesID: 1399, seasonNumber: 1)

        #expect(season.seasonNumber == 1)
        #expect(season.airDate == "2011-04-17")
        #expect(season.episodes.map(\.name) == ["Winter Is Coming", "The Kingsroad", "Lord Snow"])
        #expect(season.episodes.map(\.airDate) == ["2011-04-17", "2011-04-24", "2011-05-01"])
        #expect(season.episodes.first?.guestStars.first?.name == "Jason Momoa")
        #expect(season.credits?.cast.isEmpty == false)
        #expect(standIn.requests(path: "/3/tv/1399/season/1").first?.query["append_to_response"] == "credits")
    }

    @Test("An episode decodes with its credits appended")
    func episode() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let episode = try await StandInClients.client(for: standIn).tvEpisode(seriesID: 1399, seasonNumber: 1, episodeNumber: 1)

        #expect(episode.id == 63056)
        #expect(episode.name == "Winter Is Coming")
        #expect(episode.airDate == "2011-04-17")
        #expect(episode.showID == 1399)
        #expect(episode.productionCode == "101")
        #expect(episode.crew.first { $0.job == "Director" }?.name == "Tim Van Patten")
        #expect(episode.credits?.guestStars.map(\.name).contains("Jason Momoa") == true)
        #expect(episode.credits?.cast.map(\.name).contains("Kit Harington") == true)
    }

    @Test("A series' aggregate credits decode from their own path")
    func aggregateCredits() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let credits = try await StandInClients.client(for: standIn).tvAggregateCredits(seriesID: 1399)

        #expect(credits.id == 1399)
        #expect(credits.cast.count == 6)
        #expect(credits.crew.first?.jobs.first?.job == "Executive Producer")
    }

    @Test("Similar series come a page at a time, and the page asked for is sent")
    func similarSeries() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let client = StandInClients.client(for: standIn)
        let first = try await client.similarTVSeries(to: 1399)
        _ = try await client.similarTVSeries(to: 1399, page: 2)

        #expect(first.page == 1 && first.totalPages == 1 && first.totalResults == 1)
        #expect(first.results.map(\.name) == ["Breaking Bad"])
        #expect(first.results.first?.firstAirDate == "2008-01-20")
        #expect(standIn.requests(path: "/3/tv/1399/similar").map { $0.query["page"] } == ["1", "2"])
    }

    @Test("Popular and top-rated series decode as pages")
    func popularAndTopRated() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let client = StandInClients.client(for: standIn)
        let popular = try await client.popularTVSeries()
        let topRated = try await client.topRatedTVSeries()

        #expect(popular.results.first?.name == "Game of Thrones")
        #expect(popular.results.first?.originCountry == ["US"])
        #expect(topRated.results.map(\.id).contains(1396))
    }
}
