import CoreDomain
import TMDb
import TMDbStandIn
import TVSeriesDomain
import TVSeriesInfrastructure
import Testing

/// The TV series source over TMDb, against the stand-in on 127.0.0.1 and its fixtures for Game of
/// Thrones (1399), its season 1 (three of its episodes) and that season's first episode.
@Suite struct TMDbTVSeriesRemoteDataSourceTests {
    @Test func mapsASeriesWithItsFacts() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let series = try await TMDbStandInSource.make(standIn).series(withID: 1399)
        #expect(series.name == "Game of Thrones" && series.originalName == "Game of Thrones")
        #expect(series.originalLanguage == Language(code: "en"))
        #expect(series.firstAirDate == CalendarDate(isoString: "2011-04-17"))
        #expect(series.lastAirDate == CalendarDate(isoString: "2019-05-19"))
        #expect(series.status == "Ended" && series.type == "Scripted" && series.inProduction == false)
        #expect(series.networks == ["HBO"])
        #expect(series.originCountries == ["US"] && series.languages == [Language(code: "en")])
        #expect(series.genres.map(\.name) == ["Sci-Fi & Fantasy", "Drama", "Action & Adventure"])
        #expect(series.creators == [TVCreator(personID: 9813, name: "David Benioff"), TVCreator(personID: 228068, name: "D. B. Weiss")])
        #expect(series.numberOfSeasons == 8 && series.numberOfEpisodes == 73 && series.episodeRunTimes == [60])
        #expect(series.rating == Rating(average: 8.1, voteCount: 5931))
        #expect(series.popularity > 0 && series.figuresAsOf == nil)
        #expect(series.overview?.isEmpty == false)
        #expect(series.seasons.map(\.seasonNumber) == Array(1...8))
        #expect(
            series.seasons.first
                == TVSeasonSummary(seasonNumber: 1, name: "Season 1", airDate: CalendarDate(isoString: "2011-04-17"), episodeCount: 10))
    }

    @Test func aPreviewIsReadFromTheSeriesDetails() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let preview = try await TMDbStandInSource.make(standIn).seriesPreview(withID: 1399)
        #expect(preview.id == 1399 && preview.name == "Game of Thrones")
        #expect(preview.firstAirDate == CalendarDate(isoString: "2011-04-17"))
        #expect(preview.rating == Rating(average: 8.1, voteCount: 5931) && preview.figuresAsOf == nil)
        #expect(preview.overview?.isEmpty == false)
    }

    @Test func theCreditsAreTMDbsAggregateCreditsWithTheCreatorsAhead() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let credits = try await TMDbStandInSource.make(standIn).credits(ofSeriesWithID: 1399)
        #expect(credits.seriesID == 1399 && credits.seriesName == "Game of Thrones")
        #expect(credits.episodesHeld == 73)
        #expect(
            credits.cast.first
                == TVSeriesCastCredit(
                    personID: 1223786, name: "Emilia Clarke", characters: ["Daenerys Targaryen"], episodeCount: 73, isMainCast: true))
        #expect(credits.cast.count == 6 && credits.cast.allSatisfy(\.isMainCast))
        #expect(credits.crew.prefix(2).map(\.jobs) == [["Creator"], ["Creator"]])
        #expect(credits.crew.prefix(2).allSatisfy { $0.episodeCount == nil })
        #expect(
            credits.crew.contains {
                $0.personID == 9813 && $0.jobs == ["Executive Producer"] && $0.episodeCount == 73 && $0.department == "Production"
            })
        #expect(standIn.requestCount(path: "/3/tv/1399/aggregate_credits") == 0)
    }

    @Test
    func theDetailsTheCreditsAndTheSimilarSeriesAskedAtOnceCostOneRequest() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let source = TMDbStandInSource.make(standIn)
        async let series = source.series(withID: 1399)
        async let credits = source.credits(ofSeriesWithID: 1399)
        async let similar = source.similarSeries(toSeriesWithID: 1399, page: 1)
        let (details, people, alike) = try await (series, credits, similar)
        #expect(details.id == 1399 && people.seriesID == 1399 && !alike.series.isEmpty)
        #expect(standIn.requestCount(path: "/3/tv/1399") == 1)
    }

    @Test func aSeasonListsEveryEpisodeWithItsAirDateRatingAndName() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let season = try await TMDbStandInSource.make(standIn).season(1, ofSeriesWithID: 1399)
        #expect(season.seriesID == 1399 && season.seriesName == "Game of Thrones")
        #expect(season.seasonNumber == 1 && season.name == "Season 1")
        #expect(season.airDate == CalendarDate(isoString: "2011-04-17"))
        #expect(season.episodeCount == 10)
        #expect(season.episodes.map(\.episodeNumber) == [1, 2, 3])
        #expect(season.episodes.map(\.name) == ["Winter Is Coming", "The Kingsroad", "Lord Snow"])
        #expect(season.episodes.map(\.airDate) == ["2011-04-17", "2011-04-24", "2011-05-01"].map(CalendarDate.init(isoString:)))
        #expect(season.episodes.first?.rating == Rating(average: 7.683, voteCount: 172))
        #expect(season.episodes.allSatisfy { $0.figuresAsOf == nil })
    }

    @Test func anEpisodeCarriesItsGuestStarsAndCrew() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let episode = try await TMDbStandInSource.make(standIn).episode(1, season: 1, ofSeriesWithID: 1399)
        #expect(episode.seriesName == "Game of Thrones" && episode.name == "Winter Is Coming")
        #expect(episode.seasonNumber == 1 && episode.episodeNumber == 1 && episode.seasonEpisodeCount == 10)
        #expect(episode.airDate == CalendarDate(isoString: "2011-04-17"))
        #expect(episode.rating == Rating(average: 7.683, voteCount: 172) && episode.figuresAsOf == nil)
        #expect(
            episode.guestStars == [
                TVGuestStar(personID: 117642, name: "Jason Momoa", character: "Khal Drogo"),
                TVGuestStar(personID: 119783, name: "Joseph Mawle", character: "Benjen Stark"),
            ])
        #expect(
            episode.crew.first == TVEpisodeCrewMember(personID: 44797, name: "Tim Van Patten", job: "Director", department: "Directing"))
        #expect(episode.crew.map(\.job) == ["Director", "Writer", "Writer"])
    }

    @Test func listsArePagesOfPreviewsWithTMDbsTotals() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let source = TMDbStandInSource.make(standIn)
        let popular = try await source.popularSeries(page: 1)
        #expect(popular.page == 1 && popular.totalPages == 500 && popular.totalResults == 10000)
        let first = try #require(popular.series.first)
        #expect(first.id == 1399 && first.name == "Game of Thrones")
        #expect(first.firstAirDate == CalendarDate(isoString: "2011-04-17") && first.rating == Rating(average: 8.1, voteCount: 5931))
        let topRated = try await source.topRatedSeries(page: 1)
        #expect(topRated.series.map(\.name).contains("Breaking Bad"))
    }

    @Test func theFirstPageOfSimilarSeriesComesWithTheSeries() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let source = TMDbStandInSource.make(standIn)
        let similar = try await source.similarSeries(toSeriesWithID: 1399, page: 1)
        #expect(similar.series.map(\.name) == ["Breaking Bad"])
        #expect(similar.page == 1 && similar.totalPages == 1 && similar.totalResults == 1)
        let pastTheEnd = try await source.similarSeries(toSeriesWithID: 1399, page: 2)
        #expect(pastTheEnd == TVSeriesPage(page: 2, totalPages: 1, totalResults: 1, series: []))
        #expect(standIn.requests.allSatisfy { $0.path == "/3/tv/1399" })
    }

    @Test func aLaterPageOfSimilarSeriesIsAskedOfItsOwnList() async throws {
        let details =
            #"{"id": 600, "name": "Six Hundred", "similar": {"page": 1, "results": [{"id": 1, "name": "One"}], "total_pages": 3, "total_results": 41}}"#
        let second = #"{"page": 2, "results": [{"id": 2, "name": "Two"}], "total_pages": 3, "total_results": 41}"#
        let standIn = try TMDbStandIn(routes: [
            .answer("/3/tv/600", with: .json(details)), .answer("/3/tv/600/similar", with: .json(second)),
        ])
        defer { standIn.stop() }
        let page = try await TMDbStandInSource.make(standIn).similarSeries(toSeriesWithID: 600, page: 2)
        #expect(page.page == 2)
        #expect(page.series.map(\.name) == ["Two"])
        #expect(standIn.requests(path: "/3/tv/600/similar").first?.query["page"] == "2")
    }

    @Test func anUnknownSeriesIsNotFoundByItsIdWhateverIsAsked() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let source = TMDbStandInSource.make(standIn)
        let missing = TVSeriesRemoteDataSourceError.notFound(.series(999_999_999))
        await #expect(throws: missing) { try await source.series(withID: 999_999_999) }
        await #expect(throws: missing) { try await source.seriesPreview(withID: 999_999_999) }
        await #expect(throws: missing) { try await source.credits(ofSeriesWithID: 999_999_999) }
        await #expect(throws: missing) { try await source.season(1, ofSeriesWithID: 999_999_999) }
        await #expect(throws: missing) { try await source.episode(1, season: 1, ofSeriesWithID: 999_999_999) }
        await #expect(throws: missing) { try await source.similarSeries(toSeriesWithID: 999_999_999, page: 1) }
    }

    @Test func aMissingSeasonSaysWhichSeasonsThereAre() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let source = TMDbStandInSource.make(standIn)
        let missing = TVSeriesRemoteDataSourceError.notFound(.season(seriesID: 1399, seasonNumber: 42, available: Array(1...8)))
        await #expect(throws: missing) { try await source.season(42, ofSeriesWithID: 1399) }
        await #expect(throws: missing) { try await source.episode(1, season: 42, ofSeriesWithID: 1399) }
    }

    @Test func aMissingEpisodeSaysHowManyItsSeasonHas() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        await #expect(
            throws: TVSeriesRemoteDataSourceError.notFound(.episode(seriesID: 1399, seasonNumber: 1, episodeNumber: 99, episodeCount: 10))
        ) {
            try await TMDbStandInSource.make(standIn).episode(99, season: 1, ofSeriesWithID: 1399)
        }
    }

    @Test(arguments: [TMDbCredential.apiKey("wrong-key-123"), .readAccessToken("wrong-token-456")])
    func aRefusedCredentialSaysWhichKindWasSentAndNeverItsValue(credential: TMDbCredential) async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        do {
            _ = try await TMDbStandInSource.make(standIn, credential: credential).series(withID: 1399)
            Issue.record("a wrong credential was accepted")
        } catch {
            guard case .unauthorized(let reason) = error else { throw error }
            #expect(reason.contains(credential.kind.description))
            #expect(!reason.contains("wrong-"))
        }
    }

    @Test func aStoppedServiceIsUnreachable() async throws {
        let standIn = try TMDbStandIn()
        standIn.stop()
        do {
            _ = try await TMDbStandInSource.make(standIn).season(1, ofSeriesWithID: 1399)
            Issue.record("a stopped service answered")
        } catch {
            guard case .unreachable = error else { throw error }
        }
    }

    @Test func aServiceThatKeepsLimitingTheRateIsUnreachable() async throws {
        let standIn = try TMDbStandIn(routes: [.failing("/3/tv/top_rated", times: 10, with: .rateLimited())])
        defer { standIn.stop() }
        do {
            let retryingOnce = TMDbRetryPolicy(maxAttempts: 2, firstDelay: .milliseconds(1), longestDelay: .milliseconds(5))
            _ = try await TMDbStandInSource.make(standIn, retryPolicy: retryingOnce).topRatedSeries(page: 1)
            Issue.record("a rate-limited list was answered")
        } catch {
            guard case .unreachable = error else { throw error }
            #expect(standIn.requestCount(path: "/3/tv/top_rated") == 2)
        }
    }

    @Test func anAnswerThatCannotBeReadIsAnInvalidResponse() async throws {
        let standIn = try TMDbStandIn(routes: [.answer("/3/tv/popular", with: .json(#"{"page": "one"}"#))])
        defer { standIn.stop() }
        do {
            _ = try await TMDbStandInSource.make(standIn).popularSeries(page: 1)
            Issue.record("an unreadable list was answered")
        } catch {
            guard case .invalidResponse(let reason) = error else { throw error }
            #expect(reason.contains("/tv/popular"))
        }
    }
}
