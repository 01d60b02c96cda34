public import Observability

/// Answers from a cache when it holds the value, and otherwise from the source, keeping what the
/// source returns for next time. A failure is never kept. Each lookup is reported as an event
/// (`<events>.cache.hit` or `.miss`) and each fetch as a span (`<events>.remote.fetch`).
///
/// Every context's repository reads through one of these, so that callers never learn whether an
/// answer came from the cache.
public struct ReadThroughCache: Sendable {
    private let cache: any Cache
    private let observer: any Observer
    private let events: String

    /// - Parameter events: what the reported events' names start with, such as "movies".
    public init(cache: some Cache, observer: some Observer, events: String) {
        self.cache = cache
        self.observer = observer
        self.events = events
    }

    /// The cached value under `rule`, or else what `fetch` returns, stored for `rule.timeToLive`.
    /// A fetch's failure goes through `mappingErrors` into the caller's own vocabulary.
    public func value<Value, SourceError: Error, Failure: Error>(
        for rule: CacheRule<Value>,
        mappingErrors: (SourceError) -> Failure,
        fetch: () async throws(SourceError) -> Value
    ) async throws(Failure) -> Value {
        let attributes = ["key": rule.key.name]
        if let hit = await cache.value(for: rule.key) {
            observer.event("\(events).cache.hit", attributes: attributes)
            return hit
        }
        observer.event("\(events).cache.miss", attributes: attributes)
        let value: Value
        do {
            value = try await observer.withSpan("\(events).remote.fetch", attributes: attributes, fetch)
        } catch {
            throw mappingErrors(error)
        }
        await cache.store(value, for: rule.key, timeToLive: rule.timeToLive)
        return value
    }
}
