public import Foundation

/// One entry of a durable list (a view in the history, a title on a watchlist): a key saying
/// what the entry is about, so that a list can drop every entry about one thing, and a payload
/// that only its owner reads.
public struct DurableRecord: Sendable, Equatable {
    /// Made like a store key (see `StoreKey`).
    public let key: String
    public let payload: Data

    public init(key: String, payload: Data) {
        self.key = key
        self.payload = payload
    }
}
