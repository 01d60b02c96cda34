public import LibraryDomain

/// Where the history of what was opened is kept. It stays on the machine (only the watchlist
/// and the watches may be shared), so `PopcornLibraryAdapters`' SQLite file fills it whatever
/// fills `LibraryStore`. Each write is one transaction; many runs may write at once.
public protocol HistoryStore: Sendable {
    /// Puts `entry` at the top of the history, dropping the earlier entry of the same item.
    func record(_ entry: OpenedEntry) async throws(LibraryStoreError)
    /// Up to `limit` entries, most recently recorded first, skipping the `offset` most recent,
    /// and how many the whole history holds.
    func entries(offset: Int, limit: Int) async throws(LibraryStoreError) -> OpenedEntries
    /// Drops the entry of `item`; false when the history held none.
    func remove(_ item: OpenedItem) async throws(LibraryStoreError) -> Bool
    /// Forgets every entry.
    func clear() async throws(LibraryStoreError)
}
