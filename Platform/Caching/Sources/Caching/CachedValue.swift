public import Foundation

/// A value as a cache keeps it, with the times that say how fresh it is. `entry(for:)` gives one
/// back even after it has expired, which is how a read-through can answer with a stale value
/// when the source is out of reach and say how old that value is.
public struct CachedValue<Value: Sendable>: Sendable {
    public let value: Value
    /// When the value was stored, by the cache's clock.
    public let storedAt: Date
    /// When the value stops being served by `value(for:)`.
    public let expiresAt: Date
    /// When the cache read it; `isExpired` and `age` are measured to this moment, so that they
    /// agree with the cache's clock rather than the caller's.
    public let readAt: Date

    public init(value: Value, storedAt: Date, expiresAt: Date, readAt: Date) {
        self.value = value
        self.storedAt = storedAt
        self.expiresAt = expiresAt
        self.readAt = readAt
    }

    /// Whether the value had outlived its time to live when it was read.
    public var isExpired: Bool { expiresAt <= readAt }

    /// How long the value had been kept when it was read (never negative, should a clock go back).
    public var age: Duration { .seconds(max(0, readAt.timeIntervalSince(storedAt))) }
}

extension CachedValue: Equatable where Value: Equatable {}
