import Caching
import CoreDomain
import Observability
import ObservabilityTestSupport
import SamplesDomain
import SamplesTestSupport
import TestDoubles
import Testing

@testable import SamplesInfrastructure

@Suite struct DefaultSampleEntityRepositoryTests {
    let remote = MockSampleEntityRemoteDataSource()
    let cache = InMemoryCache()
    let observer = RecordingObserver()
    var repository: some SampleEntityRepository {
        SamplesInfrastructureFactory(remoteDataSource: remote, cache: cache, observer: observer).makeSampleEntityRepository()
    }

    @Test func asksTheSourceOnceAndThenAnswersFromTheCache() async throws {
        remote.answers.answer(SampleEntityFixtures.sampleEntity(id: 3))
        #expect(try await repository.sampleEntity(withID: 3).id == 3)
        #expect(try await repository.sampleEntity(withID: 3).id == 3)
        #expect(remote.answers.calls == [.sampleEntity(3)])
        #expect(observer.events.map(\.name) == ["samples.cache.miss", "samples.cache.hit"])
        #expect(observer.spans.map(\.name) == ["samples.remote.fetch"])
    }

    @Test func keepsDetailsForADay() {
        #expect(SampleEntityCachePolicy.details(3).timeToLive == .seconds(86_400))
    }

    @Test func mapsEachSourceFailureAndNeverCachesIt() async {
        let cases: [(SampleEntityRemoteDataSourceError, SampleEntityRepositoryError)] = [
            (.notFound(9), .notFound(9)),
            (.unauthorized("refused"), .source(.unauthorized("refused"))),
            (.unreachable("no route"), .source(.unavailable("no route"))),
            (.invalidResponse("not JSON"), .source(.unavailable("not JSON"))),
        ]
        for (sourceError, expected) in cases {
            remote.answers.fail(with: sourceError)
            await #expect(throws: expected) { try await repository.sampleEntity(withID: 9) }
        }
        #expect(remote.answers.calls.count == cases.count)
    }
}
