/// A cache of typed values that expire. A cache is an optimisation: it never fails its caller,
/// it only forgets. A value past its time to live reads as absent.
public protocol Cache: Sendable {
    func value<Value>(for key: CacheKey<Value>) async -> Value?
    func store<Value>(_ value: Value, for key: CacheKey<Value>, timeToLive: Duration) async
    func removeValue<Value>(for key: CacheKey<Value>) async
    func removeAll() async
}
