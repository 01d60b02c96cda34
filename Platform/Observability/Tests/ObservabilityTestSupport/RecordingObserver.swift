public import Observability
import Synchronization

/// An observer that keeps every event and span in memory, in order, for tests to inspect.
public final class RecordingObserver: Observer {
    private struct Records {
        var events: [RecordedEvent] = []
        var spans: [RecordedSpan] = []
    }

    private struct Span: ObservedSpan {
        let index: Int
        let started: ContinuousClock.Instant
        let observer: RecordingObserver

        func end(_ outcome: SpanOutcome) {
            observer.endSpan(at: index, outcome: outcome, duration: ContinuousClock.now - started)
        }
    }

    private let records = Mutex(Records())

    public init() {}

    public func event(_ name: String, attributes: [String: String]) {
        records.withLock { $0.events.append(RecordedEvent(name: name, attributes: attributes)) }
    }

    public func startSpan(_ name: String, attributes: [String: String]) -> any ObservedSpan {
        let index = records.withLock { records in
            records.spans.append(RecordedSpan(name: name, attributes: attributes))
            return records.spans.count - 1
        }
        return Span(index: index, started: .now, observer: self)
    }

    public var events: [RecordedEvent] { records.withLock { $0.events } }
    public var spans: [RecordedSpan] { records.withLock { $0.spans } }

    private func endSpan(at index: Int, outcome: SpanOutcome, duration: Duration) {
        records.withLock { records in
            guard records.spans[index].outcome == nil else { return }
            records.spans[index].outcome = outcome
            records.spans[index].duration = duration
        }
    }
}
