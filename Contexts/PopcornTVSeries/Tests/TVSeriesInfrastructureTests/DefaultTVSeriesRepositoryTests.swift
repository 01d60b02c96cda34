import Caching
import CoreDomain
import Observability
import ObservabilityTestSupport
import TVSeriesDomain
import TVSeriesTestSupport
import TestDoubles
import Testing

@testable import TVSeriesInfrastructure

@Suite struct DefaultTVSeriesRepositoryTests {
    let remote = MockTVSeriesRemoteDataSource()
    let observer = RecordingObserver()
    let cache = InMemoryCache()
    var repository: some TVSeriesRepository {
        TVSeriesInfrastructureFactory(remoteDataSource: remote, cache: cache, observer: observer).makeTVSeriesRepository()
    }

    @Test func asksTheSourceOnceAndThenAnswersFromTheCache() async throws {
        remote.answers.answer(TVSeriesFixtures.season())
        #expect(try await repository.season(1, ofSeriesWithID: 1399).seasonNumber == 1)
        #expect(try await repository.season(1, ofSeriesWithID: 1399).seasonNumber == 1)
        #expect(remote.answers.calls == [.season(1399, 1)])
        #expect(observer.events.map(\.name) == ["tv.cache.miss", "tv.cache.hit"])
    }

    @Test func cachesEachKindOfAnswerUnderItsOwnKey() async throws {
        remote.answers.answer(TVSeriesFixtures.series())
        remote.answers.answer(TVSeriesFixtures.season())
        remote.answers.answer(TVSeriesFixtures.episode())
        remote.answers.answer(TVSeriesCredits(seriesID: 1399, seriesName: "Game of Thrones", cast: [], crew: [], episodesHeld: 0))
        remote.answers.answer(TVSeriesFixtures.page())
        for _ in 0..<2 {
            _ = try await repository.series(withID: 1399)
            _ = try await repository.season(1, ofSeriesWithID: 1399)
            _ = try await repository.episode(1, season: 1, ofSeriesWithID: 1399)
            _ = try await repository.credits(ofSeriesWithID: 1399)
            _ = try await repository.popularSeries(page: 1)
            _ = try await repository.topRatedSeries(page: 1)
            _ = try await repository.similarSeries(toSeriesWithID: 1399, page: 1)
        }
        #expect(
            remote.answers.calls == [
                .series(1399), .season(1399, 1), .episode(1399, 1, 1), .credits(1399), .popular(page: 1), .topRated(page: 1),
                .similar(1399, page: 1),
            ])
    }

    @Test func asksTheSourceForAPreviewOnceUnderAKeyOfItsOwn() async throws {
        remote.answers.answer(TVSeriesFixtures.series())
        remote.answers.answer(TVSeriesFixtures.preview())
        for _ in 0..<2 {
            #expect(try await repository.seriesPreview(withID: 1399) == TVSeriesFixtures.preview())
            _ = try await repository.series(withID: 1399)
        }
        #expect(remote.answers.calls == [.preview(1399), .series(1399)])
        #expect(TVSeriesCachePolicy.preview(1399).timeToLive == .seconds(86_400))
    }

    @Test func keepsDetailsForADayAndListsForAnHour() {
        #expect(TVSeriesCachePolicy.details(1399).timeToLive == .seconds(86_400))
        #expect(TVSeriesCachePolicy.episode(1, season: 1, of: 1399).timeToLive == .seconds(86_400))
        #expect(TVSeriesCachePolicy.popular(page: 1).timeToLive == .seconds(3_600))
    }

    @Test func keepsAFinishedSeriesForAWeek() {
        let ended = TVSeriesFixtures.series()
        #expect(ended.status == "Ended")
        #expect(TVSeriesCachePolicy.details(1399).timeToLive(for: ended) == .seconds(7 * 86_400))
    }

    @Test func mapsEachSourceFailureAndNeverCachesIt() async {
        let lookup = TVLookup.episode(seriesID: 1399, seasonNumber: 1, episodeNumber: 11, episodeCount: 10)
        let cases: [(TVSeriesRemoteDataSourceError, TVSeriesRepositoryError)] = [
            (.notFound(lookup), .notFound(lookup)),
            (.unauthorized("refused"), .source(.unauthorized("refused"))),
            (.unreachable("no route"), .source(.unavailable("no route"))),
            (.invalidResponse("not JSON"), .source(.unavailable("not JSON"))),
        ]
        for (sourceError, expected) in cases {
            remote.answers.fail(with: sourceError)
            await #expect(throws: expected) { try await repository.episode(11, season: 1, ofSeriesWithID: 1399) }
        }
        #expect(remote.answers.calls.count == cases.count)
    }
}

@Suite struct DiscoveryCachingTests {
    let remote = MockTVSeriesRemoteDataSource()
    let cache = InMemoryCache()
    var repository: some TVSeriesRepository {
        TVSeriesInfrastructureFactory(remoteDataSource: remote, cache: cache, observer: RecordingObserver()).makeTVSeriesRepository()
    }

    @Test func keepsTheGenresAndEachPageOfADiscovery() async throws {
        remote.answers.answer(TVSeriesGenreFixtures.list)
        remote.answers.answer(TVSeriesFixtures.page())
        let query = TVSeriesDiscoveryRules.query(
            TVSeriesDiscoveryFilter(), genres: [TVSeriesGenreFixtures.drama], sort: TVSeriesDiscoverySort(.rating))
        for _ in 0..<2 {
            _ = try await repository.seriesGenres()
            _ = try await repository.discoverSeries(query, page: 1)
            _ = try await repository.discoverSeries(query, page: 2)
        }
        #expect(remote.answers.calls == [.genres, .discover(query, page: 1), .discover(query, page: 2)])
    }

    @Test func keepsEachTrendingPageByWindow() async throws {
        let basis = TrendingBasis.window(.day)
        remote.answers.answer(TrendingTVSeriesPage(series: TVSeriesFixtures.page(), basis: basis))
        for _ in 0..<2 {
            #expect(try await repository.trendingSeries(window: .day, page: 1).basis == basis)
            _ = try await repository.trendingSeries(window: .week, page: 1)
        }
        #expect(remote.answers.calls == [.trending(.day, page: 1), .trending(.week, page: 1)])
    }

    @Test func theGenresAreKeptAWeek() {
        #expect(TVSeriesCachePolicy.genres.timeToLive == .seconds(7 * 24 * 60 * 60))
    }
}
