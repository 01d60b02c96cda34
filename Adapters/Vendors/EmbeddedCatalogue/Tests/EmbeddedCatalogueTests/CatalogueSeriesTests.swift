import EmbeddedCatalogueTestSupport
import Testing

@testable import EmbeddedCatalogue

@Suite struct CatalogueSeriesTests {
    let store: CatalogueStore

    init() throws {
        store = try CatalogueStore.inMemory(seed: TestSeeds.seed)
    }

    @Test func findsASeriesWithItsSeasonsGenresAndCreators() throws {
        let series = try #require(try store.series(id: 61664))
        #expect(series.name == "Sense8")
        #expect(series.networks == ["Netflix"])
        #expect(series.episodeRunTimes == [60])
        #expect(series.inProduction == false)
        #expect(series.originCountries == ["US"] && series.languages == ["en"] && series.companies.isEmpty)
        #expect(series.figuresAsOf == "2019-05")
        #expect(series.seasons.map(\.seasonNumber) == [1, 2])
        #expect(series.creators.map(\.personID) == [9340])
        #expect(try store.series(id: 1) == nil)
    }

    @Test func aSeriesSummaryIsItsRowAlone() throws {
        let summary = try #require(try store.seriesSummary(id: 61664))
        let series = try #require(try store.series(id: 61664))
        #expect(summary.id == 61664 && summary.name == "Sense8" && summary.firstAirDate == series.firstAirDate)
        #expect(summary.voteAverage == series.voteAverage && summary.voteCount == series.voteCount)
        #expect(summary.overview == series.overview && summary.figuresAsOf == "2019-05")
        #expect(try store.seriesSummary(id: 1) == nil)
    }

    @Test func aSeasonListsTheEpisodesHeldAndNoneWhenNoneAre() throws {
        let first = try #require(try store.season(1, ofSeries: 61664))
        #expect(first.seriesName == "Sense8")
        #expect(first.episodes.map(\.name) == ["Limbic Resonance", "I Am Also a We"])
        #expect(try store.season(2, ofSeries: 61664)?.episodes.isEmpty == true)
        #expect(try store.season(9, ofSeries: 61664) == nil)
    }

    @Test func anEpisodeCarriesItsGuestStarsAndCrew() throws {
        let episode = try #require(try store.episode(2, season: 1, ofSeries: 61664))
        #expect(episode.seasonEpisodeCount == 3)
        #expect(episode.guestStars.map(\.name) == ["Brad Pitt", "Keanu Reeves"])
        #expect(episode.crew.first?.job == "Director")
        #expect(try store.episode(3, season: 1, ofSeries: 61664) == nil)
    }

    @Test func creditsCarryEveryEpisodeCreditAndTheCreators() throws {
        let credits = try #require(try store.seriesCredits(id: 61664))
        #expect(credits.episodesHeld == 2)
        #expect(credits.guestStars.count == 3)
        #expect(credits.crew.count == 2)
        #expect(credits.creators.map(\.job) == ["Creator"])
    }

    @Test func listsAndSimilarSeries() throws {
        #expect(try store.series(orderedBy: .popularity, limit: 10, offset: 0).series.map(\.id) == [61664, 70000])
        #expect(try store.series(orderedBy: .rating(minimumVotes: 1), limit: 10, offset: 0).series.map(\.id) == [61664])
        // Test Pattern shares Drama (1) and its creator (2) with Sense8.
        #expect(try store.series(similarTo: 61664, limit: 10, offset: 0)?.series.map(\.id) == [70000])
    }
}
