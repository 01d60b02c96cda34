/// How one kind of answer is cached: the key it is kept under and how long it may be served.
/// A context's cache policy hands these out, so every key and time to live it uses is in one place.
public struct CacheRule<Value: Codable & Sendable>: Sendable {
    public let key: CacheKey<Value>
    /// How long an answer may be served, unless the answer itself says otherwise.
    public let timeToLive: Duration
    private let timeToLiveOfValue: (@Sendable (Value) -> Duration)?

    public init(_ name: String, timeToLive: Duration) {
        self.key = CacheKey(name)
        self.timeToLive = timeToLive
        timeToLiveOfValue = nil
    }

    /// A rule whose time to live depends on the answer: a series that has ended changes less
    /// often than one still running.
    public init(_ name: String, timeToLive: Duration, dependingOn timeToLiveOfValue: @escaping @Sendable (Value) -> Duration) {
        self.key = CacheKey(name)
        self.timeToLive = timeToLive
        self.timeToLiveOfValue = timeToLiveOfValue
    }

    /// How long `value` may be served.
    public func timeToLive(for value: Value) -> Duration {
        timeToLiveOfValue?(value) ?? timeToLive
    }
}
