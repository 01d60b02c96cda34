/// How a batch of entries and watches (an import, another store's library) meets a library:
/// never overwriting, the newer change to each entry winning.
///
/// - A watchlist entry is known by its title. The batch's entry lands when the library has none
///   for that title ("never added") or when it changed later than the library's (so a removal
///   made here after the other side added the title keeps it off, and the other side's newer
///   addition puts it back). An equal time keeps the library's.
/// - A watch is known by its title and day. It lands when the library has no watch of that title
///   on that day, or when it was recorded later than the library's; watches on other days are
///   other watches, so a rewatch is never lost.
/// - Within the batch, several entries of one title, or watches of one title and day, count as
///   the newest of them.
public struct LibraryMerge: Sendable {
    public init() {}

    public func merge(_ batch: LibraryChanges, into library: LibraryContents) -> LibraryMergeReport {
        let heldEntries = Dictionary(library.watchlist.map { ($0.title, $0) }, uniquingKeysWith: Self.newer)
        let heldWatches = Dictionary(library.watches.map { ($0.key, $0) }, uniquingKeysWith: Self.newer)
        let incomingEntries = Dictionary(batch.watchlist.map { ($0.title, $0) }, uniquingKeysWith: Self.newer)
        let incomingWatches = Dictionary(batch.watches.map { ($0.key, $0) }, uniquingKeysWith: Self.newer)

        var entries: [WatchlistEntry] = []
        var added: [TitleReference] = []
        var removed: [TitleReference] = []
        var updated: [TitleReference] = []
        var unchanged = batch.watchlist.count - incomingEntries.count + batch.watches.count - incomingWatches.count
        for title in incomingEntries.keys.sorted() {
            let entry = incomingEntries[title]!
            guard let held = heldEntries[title] else {
                entries.append(entry)
                if entry.isListed { added.append(title) } else { updated.append(title) }
                continue
            }
            guard entry.supersedes(held) else {
                unchanged += 1
                continue
            }
            entries.append(entry)
            switch (held.isListed, entry.isListed) {
            case (false, true): added.append(title)
            case (true, false): removed.append(title)
            default: updated.append(title)
            }
        }

        var watches: [Watch] = []
        var watchesAdded: [Watch] = []
        var watchesUpdated: [Watch] = []
        for key in incomingWatches.keys.sorted() {
            let watch = incomingWatches[key]!
            if let held = heldWatches[key] {
                guard watch.supersedes(held) else {
                    unchanged += 1
                    continue
                }
                watchesUpdated.append(watch)
            } else {
                watchesAdded.append(watch)
            }
            watches.append(watch)
        }

        return LibraryMergeReport(
            changes: LibraryChanges(watchlist: entries, watches: watches), addedToWatchlist: added, removedFromWatchlist: removed,
            watchlistEntriesUpdated: updated, watchesAdded: watchesAdded, watchesUpdated: watchesUpdated, unchanged: unchanged)
    }

    private static func newer(_ first: WatchlistEntry, _ second: WatchlistEntry) -> WatchlistEntry {
        second.supersedes(first) ? second : first
    }

    private static func newer(_ first: Watch, _ second: Watch) -> Watch {
        second.supersedes(first) ? second : first
    }
}
