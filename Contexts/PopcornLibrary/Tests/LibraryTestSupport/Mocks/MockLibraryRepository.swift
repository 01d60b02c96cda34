public import Foundation
public import LibraryDomain
import Synchronization

/// A hand-written `LibraryRepository` that keeps what it is given in memory, the newer entry
/// and watch winning as the port promises, and records every write; once told to fail, every
/// question fails so.
public final class MockLibraryRepository: LibraryRepository {
    private struct State {
        var entries: [TitleReference: WatchlistEntry] = [:]
        var watches: [WatchKey: Watch] = [:]
        /// Most recent first.
        var history: [OpenedEntry] = []
        var writes: [LibraryChanges] = []
        var failure: LibraryRepositoryError?
    }

    private let state = Mutex(State())

    public init(entries: [WatchlistEntry] = [], watches: [Watch] = [], history: [OpenedEntry] = []) {
        state.withLock { state in
            for entry in entries { state.entries[entry.title] = entry }
            for watch in watches { state.watches[watch.key] = watch }
            state.history = history
        }
    }

    /// Every write, in order.
    public var writes: [LibraryChanges] { state.withLock { $0.writes } }
    public var history: [OpenedEntry] { state.withLock { $0.history } }

    public func fail(with failure: LibraryRepositoryError) { state.withLock { $0.failure = failure } }

    private func run<Value>(_ work: (inout State) -> Value) throws(LibraryRepositoryError) -> Value {
        let (value, failure): (Value?, LibraryRepositoryError?) = state.withLock { state in
            if let failure = state.failure { return (nil, failure) }
            return (work(&state), nil)
        }
        if let failure { throw failure }
        return value!
    }

    public func watchlistEntries() async throws(LibraryRepositoryError) -> [WatchlistEntry] {
        try run { $0.entries.values.sorted { $0.title < $1.title } }
    }

    public func watchlistEntry(for title: TitleReference) async throws(LibraryRepositoryError) -> WatchlistEntry? {
        try run { $0.entries[title] }
    }

    public func watches() async throws(LibraryRepositoryError) -> [Watch] {
        try run { $0.watches.values.sorted { $0.key < $1.key } }
    }

    public func watches(of title: TitleReference) async throws(LibraryRepositoryError) -> [Watch] {
        try run { $0.watches.values.filter { $0.title == title }.sorted { $0.key < $1.key } }
    }

    public func write(_ changes: LibraryChanges) async throws(LibraryRepositoryError) {
        try run { state in
            state.writes.append(changes)
            for entry in changes.watchlist where state.entries[entry.title].map(entry.supersedes) ?? true {
                state.entries[entry.title] = entry
            }
            for watch in changes.watches where state.watches[watch.key].map(watch.supersedes) ?? true {
                state.watches[watch.key] = watch
            }
        }
    }

    public func recordOpened(_ item: OpenedItem, at date: Date) async throws(LibraryRepositoryError) {
        try run { state in
            state.history.removeAll { $0.item == item }
            state.history.insert(OpenedEntry(item: item, openedAt: date), at: 0)
        }
    }

    public func openedEntries(offset: Int, limit: Int) async throws(LibraryRepositoryError) -> OpenedEntries {
        try run { OpenedEntries(entries: Array($0.history.dropFirst(offset).prefix(limit)), total: $0.history.count) }
    }

    public func removeOpened(_ item: OpenedItem) async throws(LibraryRepositoryError) -> Bool {
        try run { state in
            let before = state.history.count
            state.history.removeAll { $0.item == item }
            return state.history.count < before
        }
    }

    public func clearHistory() async throws(LibraryRepositoryError) {
        try run { $0.history = [] }
    }
}
