import Caching
import Foundation
import Observability
import ObservabilityTestSupport
import Synchronization
import Testing

@Suite final class ReadThroughCacheTests: Sendable {
    enum SourceError: Error, Equatable { case timedOut }
    enum CallerError: Error, Equatable { case unavailable(String) }
    /// A source's error that says which of its failures mean the source could not be reached.
    enum RemoteError: SourceReachabilityError, Equatable {
        case unreachable, notFound, unauthorized
        var isSourceUnreachable: Bool { self == .unreachable }
    }

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

    // MARK: Serving stale values

    let clock = TestClock()

    func staleServing(_ servingStale: StaleServing = .whenSourceUnreachable) -> (ReadThroughCache, InMemoryCache) {
        let clock = clock
        let cache = InMemoryCache(now: { clock.now })
        return (ReadThroughCache(cache: cache, observer: observer, events: "films", servingStale: servingStale), cache)
    }

    func remote(_ answer: Result<String, RemoteError>) -> () async throws(RemoteError) -> String {
        { () async throws(RemoteError) in
            self.fetches.withLock { $0 += 1 }
            return try answer.get()
        }
    }

    func caller(_ error: RemoteError) -> CallerError { .unavailable("\(error)") }

    @Test func anUnreachableSourceIsCoveredByAnExpiredValueAndReportedAsStale() async throws {
        let (readThrough, _) = staleServing()
        _ = try await readThrough.value(for: rule, mappingErrors: caller, fetch: remote(.success("Fight Club")))
        clock.advance(by: 3_660)
        let value = try await readThrough.value(for: rule, mappingErrors: caller, fetch: remote(.failure(.unreachable)))
        #expect(value == "Fight Club")
        #expect(fetches.withLock { $0 } == 2)
        #expect(observer.events.map(\.name) == ["films.cache.miss", "films.cache.miss", "films.cache.stale"])
        #expect(observer.events.last?.attributes == ["key": "films.title.550", "age": "3660"])
        #expect(observer.spans.map(\.outcome) == [.success, .failure("unreachable")])
    }

    @Test(arguments: [RemoteError.notFound, .unauthorized])
    func aSourceThatAnsweredNoIsNeverCoveredByAStaleValue(_ failure: RemoteError) async throws {
        let (readThrough, _) = staleServing()
        _ = try await readThrough.value(for: rule, mappingErrors: caller, fetch: remote(.success("Fight Club")))
        clock.advance(by: 3_660)
        await #expect(throws: CallerError.unavailable("\(failure)")) {
            try await readThrough.value(for: rule, mappingErrors: caller, fetch: remote(.failure(failure)))
        }
        #expect(!observer.events.map(\.name).contains("films.cache.stale"))
    }

    @Test func anErrorThatDoesNotClassifyItselfIsNeverCoveredByAStaleValue() async throws {
        let (readThrough, _) = staleServing()
        _ = try await readThrough.value(for: rule, mappingErrors: caller, fetch: fetch(.success("Fight Club")))
        clock.advance(by: 3_660)
        await #expect(throws: CallerError.unavailable("timedOut")) {
            try await readThrough.value(for: rule, mappingErrors: caller, fetch: fetch(.failure(.timedOut)))
        }
    }

    @Test func withoutTheOptionAnExpiredValueIsNeverServed() async throws {
        let (readThrough, _) = staleServing(.never)
        _ = try await readThrough.value(for: rule, mappingErrors: caller, fetch: remote(.success("Fight Club")))
        clock.advance(by: 3_660)
        await #expect(throws: CallerError.unavailable("unreachable")) {
            try await readThrough.value(for: rule, mappingErrors: caller, fetch: remote(.failure(.unreachable)))
        }
    }

    @Test func anUnreachableSourceWithNothingKeptFails() async throws {
        let (readThrough, _) = staleServing()
        await #expect(throws: CallerError.unavailable("unreachable")) {
            try await readThrough.value(for: rule, mappingErrors: caller, fetch: remote(.failure(.unreachable)))
        }
        #expect(observer.events.map(\.name) == ["films.cache.miss"])
    }

    @Test func aFreshValueIsAHitWhenStaleValuesAreServed() async throws {
        let (readThrough, _) = staleServing()
        _ = try await readThrough.value(for: rule, mappingErrors: caller, fetch: remote(.success("Fight Club")))
        clock.advance(by: 59)
        let value = try await readThrough.value(for: rule, mappingErrors: caller, fetch: remote(.failure(.unreachable)))
        #expect(value == "Fight Club")
        #expect(fetches.withLock { $0 } == 1)
        #expect(observer.events.map(\.name) == ["films.cache.miss", "films.cache.hit"])
    }

    @Test func aStaleAnswerIsNotStoredAgainAndTheNextFetchReplacesIt() async throws {
        let (readThrough, cache) = staleServing()
        let stored = clock.now
        _ = try await readThrough.value(for: rule, mappingErrors: caller, fetch: remote(.success("Fight Club")))
        clock.advance(by: 120)
        _ = try await readThrough.value(for: rule, mappingErrors: caller, fetch: remote(.failure(.unreachable)))
        #expect(await cache.entry(for: rule.key)?.storedAt == stored)
        #expect(await cache.value(for: rule.key) == nil)
        let value = try await readThrough.value(for: rule, mappingErrors: caller, fetch: remote(.success("Fight Club (1999)")))
        #expect(value == "Fight Club (1999)")
        #expect(await cache.value(for: rule.key) == "Fight Club (1999)")
    }

    @Test func aSourceThatThrowsUntypedErrorsIsClassifiedByWhatItThrew() async throws {
        let (readThrough, _) = staleServing()
        _ = try await readThrough.value(for: rule, mappingErrors: { $0 }, fetch: { () async throws -> String in "Fight Club" })
        clock.advance(by: 3_660)
        let value = try await readThrough.value(for: rule, mappingErrors: { $0 }) { () async throws -> String in
            throw RemoteError.unreachable
        }
        #expect(value == "Fight Club")
        await #expect(throws: RemoteError.notFound) {
            try await readThrough.value(for: rule, mappingErrors: { $0 }) { () async throws -> String in throw RemoteError.notFound }
        }
    }
}
