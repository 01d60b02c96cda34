/// How the work inside a span ended.
public enum SpanOutcome: Sendable, Equatable {
    case success
    case failure(String)
}
