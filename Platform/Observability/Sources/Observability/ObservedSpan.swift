/// A span that has started and is waiting to be told how it ended.
public protocol ObservedSpan: Sendable {
    func end(_ outcome: SpanOutcome)
}
