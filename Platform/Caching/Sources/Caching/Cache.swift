/// A cache of typed values that expire. A cache is an optimisation: it never fails its caller,
/// it only forgets. A value past its time to live reads as absent through `value(for:)`, but a
/// cache may keep it a while longer for `entry(for:)`, so that an answer which has gone stale can
/// still stand in when its source cannot be reached.
public protocol Cache: Sendable {
    /// The value under `key` while it is within its time to live; nil once it has expired, or if
    /// there is none, or if what is there is not a `Value`.
    func value<Value>(for key: CacheKey<Value>) async -> Value?

    /// What is kept under `key`, expired or not, with when it was stored and when it expires; nil if
    /// the cache holds nothing of that type there (it never kept it, or has since let it go).
    ///
    /// There is no default: only the cache knows when it stored a value and whether it still has it.
    func entry<Value>(for key: CacheKey<Value>) async -> CachedValue<Value>?

    /// Keeps `value` under `key` for `timeToLive`; a time to live that is not positive removes it.
    func store<Value>(_ value: Value, for key: CacheKey<Value>, timeToLive: Duration) async
    func removeValue<Value>(for key: CacheKey<Value>) async
    func removeAll() async
}
