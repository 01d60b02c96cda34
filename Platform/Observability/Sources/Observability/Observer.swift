/// Receives what the app reports about itself: events (something happened) and spans (some work
/// took this long and ended this way). Reporting never fails and never changes what the app does.
public protocol Observer: Sendable {
    func event(_ name: String, attributes: [String: String])
    func startSpan(_ name: String, attributes: [String: String]) -> any ObservedSpan
}

extension Observer {
    /// Runs `operation` inside a span that ends with its outcome, in the caller's isolation.
    public func withSpan<Value, Failure: Error>(
        _ name: String,
        attributes: [String: String] = [:],
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let span = startSpan(name, attributes: attributes)
        do {
            let value = try await operation()
            span.end(.success)
            return value
        } catch {
            span.end(.failure(String(describing: error)))
            throw error
        }
    }
}
