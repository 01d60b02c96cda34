/// Names a cached value and fixes its type, so a read gives back what was stored, or nothing.
///
/// Names share one space per cache: callers prefix them with what they hold ("movies.details.550").
public struct CacheKey<Value: Codable & Sendable>: Hashable, Sendable {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }
}
