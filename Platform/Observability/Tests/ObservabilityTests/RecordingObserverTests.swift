import Observability
import ObservabilityTestSupport
import Testing

@Suite struct RecordingObserverTests {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "refused" }
    }

    @Test func keepsEventsInOrder() {
        let observer = RecordingObserver()
        observer.event("cache.miss", attributes: ["key": "movie.550"])
        observer.event("cache.hit", attributes: [:])
        #expect(observer.events.map(\.name) == ["cache.miss", "cache.hit"])
        #expect(observer.events[0].attributes == ["key": "movie.550"])
    }

    @Test func aSpanEndsWithTheValueOfItsWork() async {
        let observer = RecordingObserver()
        let value = await observer.withSpan("fetch", attributes: ["id": "550"]) { 42 }
        #expect(value == 42)
        #expect(observer.spans.count == 1)
        #expect(observer.spans[0].name == "fetch")
        #expect(observer.spans[0].attributes == ["id": "550"])
        #expect(observer.spans[0].outcome == .success)
        #expect(observer.spans[0].duration != nil)
    }

    @Test func aSpanEndsWithTheFailureOfItsWorkAndRethrowsIt() async {
        let observer = RecordingObserver()
        await #expect(throws: Refused.self) {
            try await observer.withSpan("fetch") { () throws(Refused) -> Int in throw Refused() }
        }
        #expect(observer.spans[0].outcome == .failure("refused"))
    }

    @Test func aSpanEndsOnlyOnce() {
        let observer = RecordingObserver()
        let span = observer.startSpan("work", attributes: [:])
        #expect(observer.spans[0].outcome == nil)
        span.end(.success)
        span.end(.failure("late"))
        #expect(observer.spans[0].outcome == .success)
    }
}
