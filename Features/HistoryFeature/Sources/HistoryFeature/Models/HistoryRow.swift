public import Presentation

/// One entry of the history, in the screen's own terms.
public struct HistoryRow: Sendable, Equatable, JSONRecord {
    public let kind: ItemKind
    public let id: Int
    /// The current title or name; nil when it could not be had (see `status`).
    public let name: String?
    public let year: Int?
    /// When it was last opened, in ISO 8601 (UTC): "2026-11-23T09:15:00Z".
    public let viewedAt: String
    public let status: HistoryStatus
    /// Why it could not be looked up, when `status` is `unavailable`.
    public let reason: String?

    public init(kind: ItemKind, id: Int, name: String?, year: Int?, viewedAt: String, status: HistoryStatus, reason: String? = nil) {
        self.kind = kind
        self.id = id
        self.name = name
        self.year = year
        self.viewedAt = viewedAt
        self.status = status
        self.reason = reason
    }
}
