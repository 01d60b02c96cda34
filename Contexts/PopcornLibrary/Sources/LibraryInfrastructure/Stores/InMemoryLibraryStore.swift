public import LibraryDomain
import Synchronization

/// A `LibraryStore` that lasts as long as the process: for runs asked not to write to disk, and
/// the plainest statement of the port's contract (each write whole, the newer entry and watch
/// winning, nothing ever deleted), which the adapters' tests hold theirs to.
public final class InMemoryLibraryStore: LibraryStore {
    private struct Contents {
        var entries: [TitleReference: WatchlistEntry] = [:]
        var watches: [WatchKey: Watch] = [:]
    }

    private let contents = Mutex(Contents())

    public init() {}

    public func watchlistEntries() -> [WatchlistEntry] {
        contents.withLock { Array($0.entries.values) }
    }

    public func watchlistEntry(for title: TitleReference) -> WatchlistEntry? {
        contents.withLock { $0.entries[title] }
    }

    public func watches() -> [Watch] {
        contents.withLock { Array($0.watches.values) }
    }

    public func watches(of title: TitleReference) -> [Watch] {
        contents.withLock { $0.watches.values.filter { $0.title == title } }
    }

    public func write(_ changes: LibraryChanges) {
        contents.withLock { contents in
            for entry in changes.watchlist where contents.entries[entry.title].map(entry.supersedes) ?? true {
                contents.entries[entry.title] = entry
            }
            for watch in changes.watches where contents.watches[watch.key].map(watch.supersedes) ?? true {
                contents.watches[watch.key] = watch
            }
        }
    }
}
