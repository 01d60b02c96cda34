import Caching
import ObservabilityTestSupport
import TVSeriesDomain
import TVSeriesTestSupport
import Testing

@testable import TVSeriesInfrastructure

@Suite struct DefaultTVSeriesRepositoryTests {
    let remote = MockTVSeriesRemoteDataSource()
    let observer = RecordingObserver()
    let cache = InMemoryCache()
    var repository: DefaultTVSeriesRepository { DefaultTVSeriesRepository(remote: remote, cache: cache, observer: observer) }

    @Test func asksTheSourceOnceAndThenAnswersFromTheCache() async throws {
        remote.answers.answer(TVSeriesFixtures.season())
        #expect(try await repository.season(1, ofSeriesWithID: 1399).seasonNumber == 1)
        #expect(try await repository.season(1, ofSeriesWithID: 1399).seasonNumber == 1)
        #expect(remote.answers.calls == [.season(1399, 1)])
        #expect(observer.events.map(\.name) == ["tv.cache.miss", "tv.cache.hit"])
    }

    @Test func mapsEachSourceFailureAndNeverCachesIt() async {
        let lookup = TVLookup.episode(seriesID: 1399, seasonNumber: 1, episodeNumber: 11, episodeCount: 10)
        let cases: [(TVSeriesRemoteDataSourceError, TVSeriesRepositoryError)] = [
            (.notFound(lookup), .notFound(lookup)),
            (.unauthorized("refused"), .unauthorized("refused")),
            (.unreachable("no route"), .unavailable("no route")),
            (.invalidResponse("not JSON"), .unavailable("not JSON")),
        ]
        for (sourceError, expected) in cases {
            remote.answers.fail(with: sourceError)
            await #expect(throws: expected) { try await repository.episode(11, season: 1, ofSeriesWithID: 1399) }
        }
        #expect(remote.answers.calls.count == cases.count)
    }
}
