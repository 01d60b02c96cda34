/// What a merge changes (or, in a dry run, would change): the entries and watches it writes,
/// and each change told by what it does to the library.
public struct LibraryMergeReport: Sendable, Equatable {
    /// What is written, in one write: only what wins over what the library holds.
    public let changes: LibraryChanges
    /// Titles put on the watchlist (never there, or there only as a removal marker).
    public let addedToWatchlist: [TitleReference]
    /// Titles taken off the watchlist by a newer removal.
    public let removedFromWatchlist: [TitleReference]
    /// Entries written whose listing does not change (a newer time, a newer removal of a title
    /// already off the list).
    public let watchlistEntriesUpdated: [TitleReference]
    /// Watches the library did not hold (no watch of that title on that day).
    public let watchesAdded: [Watch]
    /// Watches that replace an older record of the same title and day.
    public let watchesUpdated: [Watch]
    /// Entries and watches of the batch that changed nothing: the library's were as new or newer.
    public let unchanged: Int

    public init(
        changes: LibraryChanges, addedToWatchlist: [TitleReference], removedFromWatchlist: [TitleReference],
        watchlistEntriesUpdated: [TitleReference], watchesAdded: [Watch], watchesUpdated: [Watch], unchanged: Int
    ) {
        self.changes = changes
        self.addedToWatchlist = addedToWatchlist
        self.removedFromWatchlist = removedFromWatchlist
        self.watchlistEntriesUpdated = watchlistEntriesUpdated
        self.watchesAdded = watchesAdded
        self.watchesUpdated = watchesUpdated
        self.unchanged = unchanged
    }

    /// Whether the merge changes nothing.
    public var isEmpty: Bool { changes.isEmpty }
}
