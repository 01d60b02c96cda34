import Observability
import Synchronization

/// An `Observer` that keeps the name and attributes of each event it is told.
final class RecordingObserver: Observer {
    private let events = Mutex<[(name: String, attributes: [String: String])]>([])

    var recorded: [(name: String, attributes: [String: String])] { events.withLock { $0 } }

    func event(_ name: String, attributes: [String: String]) {
        events.withLock { $0.append((name, attributes)) }
    }

    func startSpan(_ name: String, attributes: [String: String]) -> any ObservedSpan {
        NoopObserver().startSpan(name, attributes: attributes)
    }
}
