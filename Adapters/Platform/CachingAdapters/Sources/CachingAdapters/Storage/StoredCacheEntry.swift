import Foundation

/// One row of the cache's table as read, before its value is decoded: times are seconds since 1970.
struct StoredCacheEntry: Sendable {
    let value: Data
    let storedAt: TimeInterval
    let expiresAt: TimeInterval
}
