import Logging
import Observability
import ObservabilityAdapters
import Synchronization
import Testing

@Suite struct LoggingObserverTests {
    final class Lines: Sendable {
        let lines = Mutex<[String]>([])
        var all: [String] { lines.withLock { $0 } }
    }

    func observer() -> (LoggingObserver, Lines) {
        let lines = Lines()
        let logger = Logger(label: "popcorn") { label in
            StandardErrorLogHandler(label: label) { line in lines.lines.withLock { $0.append(line) } }
        }
        return (LoggingObserver(logger: logger), lines)
    }

    @Test func writesAnEventWithItsAttributesInOrder() {
        let (observer, lines) = observer()
        observer.event("movies.cache.hit", attributes: ["key": "movies.details.550", "age": "3"])
        #expect(lines.all == ["popcorn: movies.cache.hit age=3 key=movies.details.550\n"])
    }

    @Test func writesASpanWhenItEndsWithItsOutcomeAndTime() async {
        let (observer, lines) = observer()
        let done = observer.startSpan("tmdb.request", attributes: ["method": "GET", "path": "/3/movie/550"])
        #expect(lines.all.isEmpty)
        done.end(.success)
        observer.startSpan("tmdb.request", attributes: ["path": "/3/movie/1"]).end(.failure("404 not found"))
        #expect(lines.all.count == 2)
        #expect(lines.all[0].hasPrefix("popcorn: tmdb.request method=GET path=/3/movie/550: done in "))
        #expect(lines.all[1].hasPrefix("popcorn: tmdb.request path=/3/movie/1: failed in "))
        #expect(lines.all[1].hasSuffix(" ms: 404 not found\n"))
    }
}
