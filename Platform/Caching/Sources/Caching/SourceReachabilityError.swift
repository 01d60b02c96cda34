/// A source's error that tells a source which could not be reached (no network, a timeout, a
/// server that is down) from one that answered and said no (not found, credentials refused).
///
/// Only the first may be covered up by a stale answer: if the source said "no such movie", an old
/// copy of it must not be shown. A context makes its remote data source's error conform, and a
/// `ReadThroughCache` built with `servingStale: .whenSourceUnreachable` asks it. The check is made
/// on the error a fetch threw, whatever its typed-throws type, so a call site needs no change.
public protocol SourceReachabilityError: Error {
    /// True only when the source could not be asked at all.
    var isSourceUnreachable: Bool { get }
}
