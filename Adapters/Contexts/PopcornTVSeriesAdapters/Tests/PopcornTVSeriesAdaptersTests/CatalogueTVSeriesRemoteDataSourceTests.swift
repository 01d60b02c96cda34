import CoreDomain
import EmbeddedCatalogue
import PopcornTVSeriesAdapters
import TVSeriesDomain
import TVSeriesInfrastructure
import Testing

/// The adapter over the real embedded catalogue, as the app runs it.
@Suite struct CatalogueTVSeriesRemoteDataSourceTests {
    /// The bundled catalogue, built once for every test of the suite.
    static let store = Result { try CatalogueStore.inMemory(seed: try CatalogueSeed.bundled()) }
    let source: any TVSeriesRemoteDataSource

    init() throws {
        source = PopcornTVSeriesAdaptersFactory().makeCatalogueTVSeriesRemoteDataSource(store: try Self.store.get())
    }

    @Test func mapsASeriesWithItsFacts() async throws {
        let series = try await source.series(withID: 1399)
        #expect(series.name == "Game of Thrones")
        #expect(series.firstAirDate == CalendarDate(isoString: "2011-04-17"))
        #expect(series.creators.map(\.personID) == [9813, 228068])
        #expect(series.networks == ["HBO"])
        #expect(series.seasons.map(\.seasonNumber) == Array(0...8))
        #expect(series.figuresAsOf != nil)
        #expect((series.rating?.voteCount ?? 0) > 0)
    }

    @Test func aSeasonListsItsEpisodesInOrder() async throws {
        let season = try await source.season(1, ofSeriesWithID: 1399)
        #expect(season.episodes.count == 10)
        #expect(season.episodes.first?.name == "Winter Is Coming")
        #expect(season.episodes.map(\.episodeNumber) == Array(1...10))
    }

    @Test func aSeasonOnlyALaterRecordHoldsIsDatedByIt() async throws {
        let series = try await source.series(withID: 66732)
        let fourth = try #require(series.seasons.first { $0.seasonNumber == 4 })
        #expect(fourth.figuresAsOf == "2026-08")
        #expect(fourth.lastAirDate == CalendarDate(isoString: "2022-07-01"), "its last episode held")
        let season = try await source.season(4, ofSeriesWithID: 66732)
        #expect(season.figuresAsOf == "2026-08" && season.episodes.count == season.episodeCount)
        #expect(season.episodes.allSatisfy { $0.rating == nil || $0.figuresAsOf == "2026-08" })
        #expect(season.episodes.contains { $0.rating != nil })
    }

    @Test func aSeasonFromAPublishedListIsHeld() async throws {
        let season = try await source.season(1, ofSeriesWithID: 1396)
        #expect(season.seriesName == "Breaking Bad")
        #expect(season.episodes.map(\.name).first == "Pilot")
        #expect(season.episodes.count == season.episodeCount)
    }

    @Test func anEpisodeCarriesItsGuestStarsAndCrew() async throws {
        let episode = try await source.episode(1, season: 1, ofSeriesWithID: 1399)
        #expect(episode.name == "Winter Is Coming")
        #expect(episode.seasonEpisodeCount == 10)
        #expect(episode.guestStars.contains { $0.personID == 117642 && $0.character == "Khal Drogo" })
        #expect(episode.crew.contains { $0.job == "Director" })
        #expect(episode.rating != nil && episode.figuresAsOf == "2020")
        let pilot = try await source.episode(1, season: 1, ofSeriesWithID: 1396)
        #expect(pilot.name == "Pilot" && pilot.guestStars.isEmpty)
        #expect(pilot.rating != nil && pilot.figuresAsOf == "2024-11", "a later record rates it and dates the rating")
    }

    @Test func aMissingSeasonSaysWhichSeasonsThereAre() async {
        await #expect(throws: TVSeriesRemoteDataSourceError.notFound(.season(seriesID: 1399, seasonNumber: 99, available: Array(0...8)))) {
            try await source.season(99, ofSeriesWithID: 1399)
        }
    }

    @Test func anEpisodePastTheEndSaysHowManyThereAre() async {
        await #expect(
            throws: TVSeriesRemoteDataSourceError.notFound(.episode(seriesID: 1399, seasonNumber: 1, episodeNumber: 11, episodeCount: 10))
        ) {
            try await source.episode(11, season: 1, ofSeriesWithID: 1399)
        }
    }

    @Test func anEpisodeOfASeasonNotHeldSaysSo() async {
        await #expect(throws: TVSeriesRemoteDataSourceError.notFound(.episodesNotHeld(seriesID: 1396, seasonNumber: 0))) {
            try await source.episode(1, season: 0, ofSeriesWithID: 1396)
        }
    }

    @Test(arguments: [1399, 1396, 66732])
    func aPreviewSaysWhatTheDetailsSayOfTheSeries(id: Int) async throws {
        let series = try await source.series(withID: id)
        let preview = try await source.seriesPreview(withID: id)
        #expect(preview.id == id && preview.name == series.name && preview.firstAirDate == series.firstAirDate)
        #expect(preview.rating == series.rating && preview.overview == series.overview && preview.figuresAsOf == series.figuresAsOf)
    }

    @Test func anUnknownSeriesIsNotFound() async {
        await #expect(throws: TVSeriesRemoteDataSourceError.notFound(.series(99_999_999))) {
            try await source.series(withID: 99_999_999)
        }
        await #expect(throws: TVSeriesRemoteDataSourceError.notFound(.series(99_999_999))) {
            try await source.seriesPreview(withID: 99_999_999)
        }
        await #expect(throws: TVSeriesRemoteDataSourceError.notFound(.series(99_999_999))) {
            try await source.season(1, ofSeriesWithID: 99_999_999)
        }
        await #expect(throws: TVSeriesRemoteDataSourceError.notFound(.series(99_999_999))) {
            try await source.credits(ofSeriesWithID: 99_999_999)
        }
        await #expect(throws: TVSeriesRemoteDataSourceError.notFound(.series(99_999_999))) {
            try await source.similarSeries(toSeriesWithID: 99_999_999, page: 1)
        }
    }

    @Test func creditsCountEpisodesAcrossTheSeasonsHeld() async throws {
        let credits = try await source.credits(ofSeriesWithID: 1399)
        #expect(credits.episodesHeld == 20)
        let momoa = try #require(credits.cast.first { $0.personID == 117642 })
        #expect(momoa.characters == ["Khal Drogo"])
        #expect((momoa.episodeCount ?? 0) > 1 && (momoa.episodeCount ?? 0) <= 20)
        #expect(!momoa.isMainCast)
        let guests = credits.cast.filter { !$0.isMainCast }.compactMap(\.episodeCount)
        #expect(guests == guests.sorted(by: >))
        #expect(credits.crew.contains { $0.personID == 9813 && $0.jobs.contains("Creator") })
    }

    @Test func theMainCastComesFirstWithTheRecordedCounts() async throws {
        let thrones = try await source.credits(ofSeriesWithID: 1399)
        let dinklage = try #require(thrones.cast.first { $0.personID == 22970 })
        #expect(dinklage.isMainCast && dinklage.characters == ["Tyrion Lannister"] && dinklage.episodeCount == 73)
        #expect(thrones.cast.prefix { $0.isMainCast }.count == thrones.cast.filter(\.isMainCast).count, "main cast first")
        let breakingBad = try await source.credits(ofSeriesWithID: 1396)
        #expect(breakingBad.cast.first?.name == "Bryan Cranston" && breakingBad.cast.first?.characters == ["Walter White"])
    }

    @Test func aCrewMemberCountsOnceInEachDepartment() async throws {
        // Alik Sakharov shot episodes of Game of Thrones and directed others.
        let sakharov = try await source.credits(ofSeriesWithID: 1399).crew.filter { $0.personID == 1318704 }
        #expect(sakharov.map(\.department) == ["Camera", "Directing"])
        #expect(sakharov.map(\.jobs) == [["Director of Photography"], ["Director"]])
    }

    @Test func popularPagesTwentyAtATimeWithoutOverlap() async throws {
        let first = try await source.popularSeries(page: 1)
        let second = try await source.popularSeries(page: 2)
        #expect(first.series.count == 20)
        #expect(first.totalResults == 100)
        #expect(Set(first.series.map(\.id)).isDisjoint(with: second.series.map(\.id)))
    }

    @Test func topRatedIsInDescendingRating() async throws {
        let ratings = try await source.topRatedSeries(page: 1).series.compactMap(\.rating?.average)
        #expect(!ratings.isEmpty)
        #expect(ratings == ratings.sorted(by: >))
    }

    @Test func topRatedRanksOnlySeriesWithTheVotesTheContextAsks() async throws {
        let votes = try await source.topRatedSeries(page: 1).series.compactMap(\.rating?.voteCount)
        #expect(!votes.isEmpty)
        #expect(votes.allSatisfy { $0 >= TopRatedTVSeriesRule.minimumVotes })
    }

    @Test func similarLeavesOutTheSeriesItself() async throws {
        let similar = try await source.similarSeries(toSeriesWithID: 1399, page: 1)
        #expect(!similar.series.isEmpty)
        #expect(!similar.series.contains { $0.id == 1399 })
    }

    @Test func similarCountsASharedNetwork() async throws {
        // The Walking Dead shares Breaking Bad's genre (Drama) and network (AMC); it comes first.
        let similar = try await source.similarSeries(toSeriesWithID: 1396, page: 1)
        #expect(similar.series.first?.id == 1402)
    }
}
