public import Foundation

/// The person's library as the use cases see it: the watchlist, the watches and the history,
/// wherever each is kept. Writes land whole or fail; see `LibraryChanges` for what one write holds.
public protocol LibraryRepository: Sendable {
    /// Every watchlist entry, removal markers included.
    func watchlistEntries() async throws(LibraryRepositoryError) -> [WatchlistEntry]
    /// The entry of `title`; nil when it was never on the watchlist.
    func watchlistEntry(for title: TitleReference) async throws(LibraryRepositoryError) -> WatchlistEntry?
    /// Every watch.
    func watches() async throws(LibraryRepositoryError) -> [Watch]
    /// The watches of `title`.
    func watches(of title: TitleReference) async throws(LibraryRepositoryError) -> [Watch]
    /// Writes `changes` in one write, each entry and watch kept only where it is the newer.
    func write(_ changes: LibraryChanges) async throws(LibraryRepositoryError)

    /// Puts `item` at the top of the history, opened at `date`.
    func recordOpened(_ item: OpenedItem, at date: Date) async throws(LibraryRepositoryError)
    /// Up to `limit` history entries, most recent first, skipping the `offset` most recent.
    func openedEntries(offset: Int, limit: Int) async throws(LibraryRepositoryError) -> OpenedEntries
    /// Drops `item` from the history; false when it was not there.
    func removeOpened(_ item: OpenedItem) async throws(LibraryRepositoryError) -> Bool
    /// Forgets the whole history.
    func clearHistory() async throws(LibraryRepositoryError)
}
