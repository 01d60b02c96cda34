public import Foundation

/// A cache held in the process's memory, for one run of the app and for tests.
///
/// An expired entry no longer answers `value(for:)` but is kept for `entry(for:)` until it is
/// replaced, removed, or needs to make room. When `capacity` is reached, the entry that expired
/// longest ago, or else the one closest to expiry, makes room for the new one.
public actor InMemoryCache: Cache {
    private struct Entry {
        let value: any Sendable
        let storedAt: Date
        let expiresAt: Date
    }

    private var entries: [String: Entry] = [:]
    private let capacity: Int
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - capacity: the most entries kept at once, expired ones included.
    ///   - now: the clock expiry is measured against; tests pass a controllable one.
    public init(capacity: Int = 1_000, now: @escaping @Sendable () -> Date = { Date() }) {
        self.capacity = max(1, capacity)
        self.now = now
    }

    public func value<Value>(for key: CacheKey<Value>) -> Value? {
        guard let entry = entry(for: key), !entry.isExpired else { return nil }
        return entry.value
    }

    public func entry<Value>(for key: CacheKey<Value>) -> CachedValue<Value>? {
        guard let entry = entries[key.name], let value = entry.value as? Value else { return nil }
        return CachedValue(value: value, storedAt: entry.storedAt, expiresAt: entry.expiresAt, readAt: now())
    }

    public func store<Value>(_ value: Value, for key: CacheKey<Value>, timeToLive: Duration) {
        guard timeToLive > .zero else {
            entries[key.name] = nil
            return
        }
        if entries[key.name] == nil, entries.count >= capacity,
            let soonest = entries.min(by: { $0.value.expiresAt < $1.value.expiresAt })
        {
            entries[soonest.key] = nil
        }
        let current = now()
        entries[key.name] = Entry(value: value, storedAt: current, expiresAt: current.addingTimeInterval(timeToLive.timeInterval))
    }

    public func removeValue<Value>(for key: CacheKey<Value>) {
        entries[key.name] = nil
    }

    public func removeAll() {
        entries.removeAll()
    }

    /// How many entries would answer `value(for:)` now; expired ones, though still kept for
    /// `entry(for:)`, are not counted.
    public var count: Int {
        let current = now()
        return entries.values.count { $0.expiresAt > current }
    }
}
