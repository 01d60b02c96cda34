public import LibraryDomain
public import LibraryInfrastructure
import Synchronization

/// A hand-written `LibraryStore` that records what it is asked and answers what a test put in
/// it; once told to fail, every question fails so.
public final class MockLibraryStore: LibraryStore {
    public enum Call: Sendable, Equatable {
        case watchlistEntries
        case watchlistEntry(TitleReference)
        case watches
        case watchesOf(TitleReference)
        case write(LibraryChanges)
    }

    private struct State {
        var calls: [Call] = []
        var entries: [WatchlistEntry] = []
        var watches: [Watch] = []
        var failure: LibraryStoreError?
    }

    private let state = Mutex(State())

    public init(entries: [WatchlistEntry] = [], watches: [Watch] = []) {
        state.withLock {
            $0.entries = entries
            $0.watches = watches
        }
    }

    public var calls: [Call] { state.withLock { $0.calls } }

    public func fail(with failure: LibraryStoreError) { state.withLock { $0.failure = failure } }

    private func answer<Value>(_ call: Call, _ read: (State) -> Value) throws(LibraryStoreError) -> Value {
        let (value, failure) = state.withLock { state in
            state.calls.append(call)
            return (read(state), state.failure)
        }
        if let failure { throw failure }
        return value
    }

    public func watchlistEntries() async throws(LibraryStoreError) -> [WatchlistEntry] {
        try answer(.watchlistEntries) { $0.entries }
    }

    public func watchlistEntry(for title: TitleReference) async throws(LibraryStoreError) -> WatchlistEntry? {
        try answer(.watchlistEntry(title)) { $0.entries.first { $0.title == title } }
    }

    public func watches() async throws(LibraryStoreError) -> [Watch] {
        try answer(.watches) { $0.watches }
    }

    public func watches(of title: TitleReference) async throws(LibraryStoreError) -> [Watch] {
        try answer(.watchesOf(title)) { $0.watches.filter { $0.title == title } }
    }

    public func write(_ changes: LibraryChanges) async throws(LibraryStoreError) {
        try answer(.write(changes)) { _ in () }
    }
}
