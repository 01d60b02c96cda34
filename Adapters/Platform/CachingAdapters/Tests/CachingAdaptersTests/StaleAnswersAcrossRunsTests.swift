import Caching
import CachingAdapters
import Foundation
import ObservabilityTestSupport
import Testing

/// The read-through cache over the SQLite cache, as the app uses them: an answer fetched in one
/// run stands in, once expired, for a source that a later run cannot reach.
@Suite struct StaleAnswersAcrossRunsTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stale-\(UUID().uuidString)")
    private let clock = TestClock()
    private let observer = RecordingObserver()
    private let rule = CacheRule<Film>("movies.details.550", timeToLive: .seconds(86_400))
    private let fightClub = Film(id: 550, title: "Fight Club", released: nil, status: .released, genres: ["Drama"], rating: 8.4)

    /// One run of the app: its own connection to the cache file.
    private func run() -> ReadThroughCache {
        let clock = clock
        let cache = SQLiteCache(fileAt: folder.appendingPathComponent("cache.sqlite"), now: { clock.now })
        return ReadThroughCache(cache: cache, observer: observer, events: "movies", servingStale: .whenSourceUnreachable)
    }

    private func source(_ answer: Result<Film, FilmSourceError>) -> () async throws(FilmSourceError) -> Film {
        { () async throws(FilmSourceError) in try answer.get() }
    }

    @Test func aLaterRunServesAnExpiredAnswerWhenTheSourceIsOutOfReach() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await run().value(for: rule, mappingErrors: { $0 }, fetch: source(.success(fightClub)))
        clock.advance(by: 2 * 86_400)
        let answer = try await run().value(for: rule, mappingErrors: { $0 }, fetch: source(.failure(.unreachable)))
        #expect(answer == fightClub)
        #expect(observer.events.last?.name == "movies.cache.stale")
        #expect(observer.events.last?.attributes == ["key": "movies.details.550", "age": "172800"])
    }

    @Test func aLaterRunPassesOnASourceThatSaysTheFilmIsGone() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await run().value(for: rule, mappingErrors: { $0 }, fetch: source(.success(fightClub)))
        clock.advance(by: 2 * 86_400)
        await #expect(throws: FilmSourceError.notFound) {
            try await run().value(for: rule, mappingErrors: { $0 }, fetch: source(.failure(.notFound)))
        }
    }
}
