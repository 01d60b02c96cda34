public import LibraryDomain
import Synchronization

/// A `HistoryStore` that lasts as long as the process: for runs asked not to write to disk.
public final class InMemoryHistoryStore: HistoryStore {
    /// Most recent first.
    private let entries = Mutex<[OpenedEntry]>([])

    public init() {}

    public func record(_ entry: OpenedEntry) {
        entries.withLock { entries in
            entries.removeAll { $0.item == entry.item }
            entries.insert(entry, at: 0)
        }
    }

    public func entries(offset: Int, limit: Int) -> OpenedEntries {
        entries.withLock { OpenedEntries(entries: Array($0.dropFirst(max(offset, 0)).prefix(max(limit, 0))), total: $0.count) }
    }

    public func remove(_ item: OpenedItem) -> Bool {
        entries.withLock { entries in
            let before = entries.count
            entries.removeAll { $0.item == item }
            return entries.count < before
        }
    }

    public func clear() {
        entries.withLock { $0 = [] }
    }
}
