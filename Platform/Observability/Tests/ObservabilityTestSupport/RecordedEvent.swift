/// An event as a `RecordingObserver` kept it.
public struct RecordedEvent: Sendable, Equatable {
    public let name: String
    public let attributes: [String: String]
}
