import Synchronization
import TMDb

/// Keeps what a client's request observer is told, for a test to read afterwards.
final class RecordedRequests: Sendable {
    private let records = Mutex<[TMDbRequestRecord]>([])

    /// The observer to put in a configuration.
    var observer: @Sendable (TMDbRequestRecord) -> Void {
        { [self] record in records.withLock { $0.append(record) } }
    }

    /// Everything told so far, in order.
    var all: [TMDbRequestRecord] { records.withLock { $0 } }
}
