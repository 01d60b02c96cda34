public import LibraryDomain
public import LibraryInfrastructure
import Synchronization

/// A hand-written `HistoryStore` that records what it is asked and answers what a test put in
/// it; once told to fail, every question fails so.
public final class MockHistoryStore: HistoryStore {
    public enum Call: Sendable, Equatable {
        case record(OpenedEntry)
        case entries(offset: Int, limit: Int)
        case remove(OpenedItem)
        case clear
    }

    private struct State {
        var calls: [Call] = []
        var entries: [OpenedEntry] = []
        var failure: LibraryStoreError?
    }

    private let state = Mutex(State())

    /// - Parameter entries: the history, most recent first.
    public init(entries: [OpenedEntry] = []) {
        state.withLock { $0.entries = entries }
    }

    public var calls: [Call] { state.withLock { $0.calls } }

    public func fail(with failure: LibraryStoreError) { state.withLock { $0.failure = failure } }

    private func answer<Value>(_ call: Call, _ work: (inout State) -> Value) throws(LibraryStoreError) -> Value {
        let (value, failure) = state.withLock { state in
            state.calls.append(call)
            return (state.failure == nil ? work(&state) : nil, state.failure)
        }
        if let failure { throw failure }
        return value!
    }

    public func record(_ entry: OpenedEntry) async throws(LibraryStoreError) {
        try answer(.record(entry)) { state in
            state.entries.removeAll { $0.item == entry.item }
            state.entries.insert(entry, at: 0)
        }
    }

    public func entries(offset: Int, limit: Int) async throws(LibraryStoreError) -> OpenedEntries {
        try answer(.entries(offset: offset, limit: limit)) { state in
            OpenedEntries(entries: Array(state.entries.dropFirst(offset).prefix(limit)), total: state.entries.count)
        }
    }

    public func remove(_ item: OpenedItem) async throws(LibraryStoreError) -> Bool {
        try answer(.remove(item)) { state in
            let before = state.entries.count
            state.entries.removeAll { $0.item == item }
            return state.entries.count < before
        }
    }

    public func clear() async throws(LibraryStoreError) {
        try answer(.clear) { $0.entries = [] }
    }
}
