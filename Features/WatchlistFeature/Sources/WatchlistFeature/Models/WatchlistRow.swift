public import Presentation

/// One title on the watchlist, looked up as the list is read. As a `JSONRecord`, it is one item
/// of `popcorn watchlist --json`.
public struct WatchlistRow: Sendable, Equatable, JSONRecord {
    public let kind: ItemKind
    public let id: Int
    /// The current title; nil when it could not be had (see `status`).
    public let name: String?
    public let year: Int?
    /// The source's rating, out of 10.
    public let voteAverage: Double?
    /// When it was added, in ISO 8601 (UTC): "2026-11-23T09:15:00Z".
    public let addedAt: String
    public let status: WatchlistStatus
    /// Why it could not be looked up, when `status` is `unavailable`.
    public let reason: String?

    public init(
        kind: ItemKind, id: Int, name: String?, year: Int?, voteAverage: Double?, addedAt: String, status: WatchlistStatus,
        reason: String? = nil
    ) {
        self.kind = kind
        self.id = id
        self.name = name
        self.year = year
        self.voteAverage = voteAverage
        self.addedAt = addedAt
        self.status = status
        self.reason = reason
    }
}
