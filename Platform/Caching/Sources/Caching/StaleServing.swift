/// Whether a `ReadThroughCache` may answer with a value past its time to live.
public enum StaleServing: Sendable, Equatable {
    /// An expired value is as good as absent: when the source fails, the read fails.
    case never
    /// When the source fails with a `SourceReachabilityError` whose `isSourceUnreachable` is true,
    /// and the cache still holds an expired value, that value is the answer instead of the failure,
    /// and an `<events>.cache.stale` event says which key and how old. Any other failure (not
    /// found, unauthorized, an error that does not classify itself) is passed on as before.
    case whenSourceUnreachable
}
