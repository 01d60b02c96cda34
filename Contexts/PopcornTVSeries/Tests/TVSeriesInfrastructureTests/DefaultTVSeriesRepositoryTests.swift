import Caching
import ObservabilityTestSupport
import TVSeriesDomain
import TVSeriesTestSupport
import Testing

@testable import TVSeriesInfrastructure

@Suite struct DefaultTVSeriesRepositoryTests {
    let remote = MockTVSeriesRemoteDataSource()
    let observer = RecordingObserver()
    var repository: DefaultTVSeriesRepository { DefaultTVSeriesRepository(remote: remote, cache: InMemoryCache(), observer: observer) }

    @Test func asksTheSourceOnceAndThenAnswersFromTheCache() async throws {
        let repository = self.repository
        remote.stub(.success(TVSeriesFixtures.tVSeries(id: 3)))
        #expect(try await repository.tVSeries(withID: 3).id == 3)
        #expect(try await repository.tVSeries(withID: 3).id == 3)
        #expect(remote.calls == [3])
        #expect(observer.events.map(\.name) == ["tvseries.cache.miss", "tvseries.cache.hit"])
        #expect(observer.spans.map(\.name) == ["tvseries.remote.fetch"])
    }

    @Test func mapsEachSourceFailureAndNeverCachesIt() async {
        let cases: [(TVSeriesRemoteDataSourceError, TVSeriesRepositoryError)] = [
            (.notFound(9), .notFound(9)),
            (.unauthorized("refused"), .unauthorized("refused")),
            (.unreachable("no route"), .unavailable("no route")),
            (.invalidResponse("not JSON"), .unavailable("not JSON")),
        ]
        let repository = self.repository
        for (sourceError, expected) in cases {
            remote.stub(.failure(sourceError))
            await #expect(throws: expected) { try await repository.tVSeries(withID: 9) }
        }
        #expect(remote.calls.count == cases.count)
    }
}
