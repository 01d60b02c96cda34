public import LibraryDomain

/// Where the watchlist and the watches are kept: the person's own data, which nothing can
/// rebuild. Adapters fill it (`PopcornLibraryAdapters`' SQLite file; a PostgreSQL database that
/// several machines share), and many runs, in one process or several, may use it at once.
///
/// The contract every adapter keeps:
/// - Reads answer what is stored, removal markers included, in no particular order.
/// - `write(_:)` is one transaction: every entry and watch of the changes lands, or none does
///   (and then it throws). An entry replaces the one stored for its title only when none is
///   stored or its `changedAt` is later; a watch replaces the one stored under its `key` (title
///   and day) only when none is or its `recordedAt` is later; an equal time keeps what is stored.
///   So two writers racing end where the newer change says, whichever commits last, and writing
///   the same changes twice changes nothing the second time.
/// - Nothing is ever deleted: a removal from the watchlist is an entry whose `removedAt` is set.
/// - A store that cannot be reached throws `.unreachable`, one that is not a library
///   `.notALibrary`; neither changed anything.
public protocol LibraryStore: Sendable {
    /// Every watchlist entry, removal markers included.
    func watchlistEntries() async throws(LibraryStoreError) -> [WatchlistEntry]
    /// The entry of `title`, removal marker included; nil when it was never on the watchlist.
    func watchlistEntry(for title: TitleReference) async throws(LibraryStoreError) -> WatchlistEntry?
    /// Every watch.
    func watches() async throws(LibraryStoreError) -> [Watch]
    /// The watches of `title`.
    func watches(of title: TitleReference) async throws(LibraryStoreError) -> [Watch]
    /// Writes `changes` in one transaction, the newer of each entry and watch winning (see above).
    func write(_ changes: LibraryChanges) async throws(LibraryStoreError)
}
