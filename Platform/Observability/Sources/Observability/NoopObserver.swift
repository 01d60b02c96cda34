/// An observer that drops everything: the default when nobody is watching.
public struct NoopObserver: Observer {
    private struct Span: ObservedSpan {
        func end(_ outcome: SpanOutcome) {}
    }

    public init() {}

    public func event(_ name: String, attributes: [String: String]) {}

    public func startSpan(_ name: String, attributes: [String: String]) -> any ObservedSpan {
        Span()
    }
}
