public import Presentation

/// One watch: the title (looked up as the list is read), the day, and the person's rating and
/// note. As a `JSONRecord`, it is one item of `popcorn watched --json`.
public struct WatchedRow: Sendable, Equatable, JSONRecord {
    public let kind: ItemKind
    public let id: Int
    /// The current title; nil when it could not be had (see `status`).
    public let name: String?
    public let year: Int?
    /// The day it was watched: "2024-05-12".
    public let watchedOn: String
    /// The person's rating, from 1 to 10.
    public let rating: Int?
    public let note: String?
    public let status: WatchedStatus
    /// Why it could not be looked up, when `status` is `unavailable`.
    public let reason: String?

    public init(
        kind: ItemKind, id: Int, name: String?, year: Int?, watchedOn: String, rating: Int?, note: String?, status: WatchedStatus,
        reason: String? = nil
    ) {
        self.kind = kind
        self.id = id
        self.name = name
        self.year = year
        self.watchedOn = watchedOn
        self.rating = rating
        self.note = note
        self.status = status
        self.reason = reason
    }
}
