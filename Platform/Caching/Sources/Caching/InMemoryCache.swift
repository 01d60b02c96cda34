public import Foundation

/// A cache held in the process's memory, for one run of the app and for tests.
///
/// Expired entries are dropped when read. When `capacity` is reached, the entry closest to
/// expiry makes room for the new one.
public actor InMemoryCache: Cache {
    private struct Entry {
        let value: any Sendable
        let expiresAt: Date
    }

    private var entries: [String: Entry] = [:]
    private let capacity: Int
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - capacity: the most entries kept at once.
    ///   - now: the clock expiry is measured against; tests pass a controllable one.
    public init(capacity: Int = 1_000, now: @escaping @Sendable () -> Date = { Date() }) {
        self.capacity = max(1, capacity)
        self.now = now
    }

    public func value<Value>(for key: CacheKey<Value>) -> Value? {
        guard let entry = entries[key.name] else { return nil }
        guard entry.expiresAt > now() else {
            entries[key.name] = nil
            return nil
        }
        return entry.value as? Value
    }

    public func store<Value>(_ value: Value, for key: CacheKey<Value>, timeToLive: Duration) {
        guard timeToLive > .zero else {
            entries[key.name] = nil
            return
        }
        let current = now()
        if entries[key.name] == nil, entries.count >= capacity {
            dropExpired(at: current)
            if entries.count >= capacity, let soonest = entries.min(by: { $0.value.expiresAt < $1.value.expiresAt }) {
                entries[soonest.key] = nil
            }
        }
        entries[key.name] = Entry(value: value, expiresAt: current.addingTimeInterval(timeToLive.timeInterval))
    }

    public func removeValue<Value>(for key: CacheKey<Value>) {
        entries[key.name] = nil
    }

    public func removeAll() {
        entries.removeAll()
    }

    /// How many entries are held, expired ones included until they are next touched.
    public var count: Int { entries.count }

    private func dropExpired(at date: Date) {
        entries = entries.filter { $0.value.expiresAt > date }
    }
}
