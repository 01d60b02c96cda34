/// How one kind of answer is cached: the key it is kept under and how long it may be served.
/// A context's cache policy hands these out, so every key and time to live it uses is in one place.
public struct CacheRule<Value: Codable & Sendable>: Sendable {
    public let key: CacheKey<Value>
    public let timeToLive: Duration

    public init(_ name: String, timeToLive: Duration) {
        self.key = CacheKey(name)
        self.timeToLive = timeToLive
    }
}
