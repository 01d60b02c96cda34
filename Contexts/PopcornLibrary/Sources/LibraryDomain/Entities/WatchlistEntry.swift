public import Foundation

/// What the library knows of a title and the watchlist: when it was (last) added and, once it
/// is taken off, when. A removal is kept as a marker rather than a deleted row, so that a merge
/// can tell "removed here" (a marker newer than the other side's addition wins) from "never
/// added" (no entry at all, so the other side's addition lands).
public struct WatchlistEntry: Sendable, Hashable, Codable {
    public let title: TitleReference
    public let addedAt: Date
    /// Nil while the title is on the watchlist.
    public let removedAt: Date?

    public init(title: TitleReference, addedAt: Date, removedAt: Date? = nil) {
        self.title = title
        self.addedAt = addedAt
        self.removedAt = removedAt
    }

    /// Whether the title is on the watchlist now.
    public var isListed: Bool { removedAt == nil }

    /// When the entry last changed: the time a merge compares, the newer change winning.
    public var changedAt: Date { removedAt ?? addedAt }

    /// Whether this entry wins over `other`, of the same title, in a merge: when it changed later.
    /// An equal time keeps `other`, the one already held.
    public func supersedes(_ other: WatchlistEntry) -> Bool {
        changedAt > other.changedAt
    }

    /// The same title taken off the watchlist at `date`.
    public func removed(at date: Date) -> WatchlistEntry {
        WatchlistEntry(title: title, addedAt: addedAt, removedAt: date)
    }
}
