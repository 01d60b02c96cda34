public import Observability

/// A span as a `RecordingObserver` kept it; `outcome` is nil until the span ends.
public struct RecordedSpan: Sendable, Equatable {
    public let name: String
    public let attributes: [String: String]
    public internal(set) var outcome: SpanOutcome?
    public internal(set) var duration: Duration?
}
