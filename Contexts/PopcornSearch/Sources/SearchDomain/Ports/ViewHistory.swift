public import Foundation

/// Where the history of what was opened is kept: one entry for each movie, series or person,
/// most recent first. It is the user's own data, which nothing can rebuild: a write lands whole
/// or fails, and many runs may write at once.
public protocol ViewHistory: Sendable {
    /// Puts `item` at the top of the history, seen at `date`, dropping its earlier entry.
    func record(_ item: ViewedItem, at date: Date) async throws(ViewHistoryError)
    /// Up to `limit` entries, most recent first, skipping the `offset` most recent.
    func entries(offset: Int, limit: Int) async throws(ViewHistoryError) -> HistoryEntries
    /// Forgets every entry.
    func clear() async throws(ViewHistoryError)
}
