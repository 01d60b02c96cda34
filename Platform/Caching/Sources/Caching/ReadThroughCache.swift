public import Observability

/// Answers from a cache when it holds the value, and otherwise from the source, keeping what the
/// source returns for next time. A failure is never kept. Each lookup is reported as an event
/// (`<events>.cache.hit` or `.miss`) and each fetch as a span (`<events>.remote.fetch`).
///
/// Built with `servingStale: .whenSourceUnreachable`, it also answers with an expired value when
/// the source cannot be reached, reported as `<events>.cache.stale` (see `StaleServing`).
///
/// Every context's repository reads through one of these, so that callers never learn whether an
/// answer came from the cache.
public struct ReadThroughCache: Sendable {
    private let cache: any Cache
    private let observer: any Observer
    private let events: String
    private let servingStale: StaleServing

    /// - Parameters:
    ///   - events: what the reported events' names start with, such as "movies".
    ///   - servingStale: whether an expired value may stand in for a source that cannot be reached.
    public init(cache: some Cache, observer: some Observer, events: String, servingStale: StaleServing = .never) {
        self.cache = cache
        self.observer = observer
        self.events = events
        self.servingStale = servingStale
    }

    /// The cached value under `rule`, or else what `fetch` returns, stored for `rule.timeToLive`.
    /// A fetch's failure goes through `mappingErrors` into the caller's own vocabulary, unless
    /// stale values are served, the failure says the source was unreachable and an expired value
    /// is at hand: then that value is the answer. The `.cache.stale` event carries the key and the
    /// value's `age` in whole seconds.
    public func value<Value, SourceError: Error, Failure: Error>(
        for rule: CacheRule<Value>,
        mappingErrors: (SourceError) -> Failure,
        fetch: () async throws(SourceError) -> Value
    ) async throws(Failure) -> Value {
        let attributes = ["key": rule.key.name]
        var expired: CachedValue<Value>?
        switch servingStale {
        case .never:
            if let hit = await cache.value(for: rule.key) {
                observer.event("\(events).cache.hit", attributes: attributes)
                return hit
            }
        case .whenSourceUnreachable:
            // One read gives both the fresh answer and, should the source fail, the stale one.
            if let entry = await cache.entry(for: rule.key) {
                guard entry.isExpired else {
                    observer.event("\(events).cache.hit", attributes: attributes)
                    return entry.value
                }
                expired = entry
            }
        }
        observer.event("\(events).cache.miss", attributes: attributes)
        let value: Value
        do {
            value = try await observer.withSpan("\(events).remote.fetch", attributes: attributes, fetch)
        } catch {
            if let expired, Self.sourceWasUnreachable(error) {
                let age = expired.age.components.seconds
                observer.event("\(events).cache.stale", attributes: ["key": rule.key.name, "age": "\(age)"])
                return expired.value
            }
            throw mappingErrors(error)
        }
        await cache.store(value, for: rule.key, timeToLive: rule.timeToLive(for: value))
        return value
    }

    private static func sourceWasUnreachable(_ error: some Error) -> Bool {
        (error as? any SourceReachabilityError)?.isSourceUnreachable ?? false
    }
}
