import Caching
import Observability
import ObservabilityTestSupport
import Synchronization
import Testing

@Suite final class ReadThroughCacheTests: Sendable {
    enum SourceError: Error, Equatable { case timedOut }
    enum CallerError: Error, Equatable { case unavailable(String) }

    let cache = InMemoryCache()
    let observer = RecordingObserver()
    let fetches = Mutex(0)
    var readThrough: ReadThroughCache { ReadThroughCache(cache: cache, observer: observer, events: "films") }
    let rule = CacheRule<String>("films.title.550", timeToLive: .seconds(60))

    func fetch(_ answer: Result<String, SourceError>) -> () async throws(SourceError) -> String {
        { () async throws(SourceError) in
            self.fetches.withLock { $0 += 1 }
            return try answer.get()
        }
    }

    func caller(_ error: SourceError) -> CallerError { .unavailable("\(error)") }

    @Test func fetchesOnceAndThenAnswersFromTheCache() async throws {
        let first = try await readThrough.value(for: rule, mappingErrors: caller, fetch: fetch(.success("Fight Club")))
        let second = try await readThrough.value(for: rule, mappingErrors: caller, fetch: fetch(.success("other")))
        #expect(first == "Fight Club" && second == "Fight Club")
        #expect(fetches.withLock { $0 } == 1)
        #expect(observer.events.map(\.name) == ["films.cache.miss", "films.cache.hit"])
        #expect(observer.events.map { $0.attributes["key"] } == ["films.title.550", "films.title.550"])
        #expect(observer.spans.map(\.name) == ["films.remote.fetch"])
        #expect(observer.spans.first?.outcome == .success)
    }

    @Test func keepsNoFailureAndMapsItIntoTheCallersTerms() async throws {
        await #expect(throws: CallerError.unavailable("timedOut")) {
            try await readThrough.value(for: rule, mappingErrors: caller, fetch: fetch(.failure(.timedOut)))
        }
        #expect(observer.spans.first?.outcome == .failure("timedOut"))
        let value = try await readThrough.value(for: rule, mappingErrors: caller, fetch: fetch(.success("Fight Club")))
        #expect(value == "Fight Club")
        #expect(fetches.withLock { $0 } == 2)
    }

    @Test func keepsEachValueForItsRulesTimeToLive() async throws {
        let clock = TestClock()
        let expiring = ReadThroughCache(cache: InMemoryCache(now: { clock.now }), observer: observer, events: "films")
        _ = try await expiring.value(for: rule, mappingErrors: caller, fetch: fetch(.success("Fight Club")))
        clock.advance(by: 59)
        _ = try await expiring.value(for: rule, mappingErrors: caller, fetch: fetch(.success("Fight Club")))
        clock.advance(by: 2)
        _ = try await expiring.value(for: rule, mappingErrors: caller, fetch: fetch(.success("Fight Club")))
        #expect(fetches.withLock { $0 } == 2)
    }
}
