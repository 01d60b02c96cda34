public import Foundation

/// A durable store that lasts as long as the process: for tests, and for runs that are asked
/// not to write to disk.
public actor InMemoryDurableStore: DurableStore {
    private var entries: [String: Data]
    /// Each list, oldest entry first.
    private var lists: [String: [DurableRecord]] = [:]

    public init(entries: [String: Data] = [:]) {
        self.entries = entries
    }

    public func data(forKey key: String) throws(DataPersistenceError) -> Data? {
        try StoreKey.validate(key)
        return entries[key]
    }

    public func setData(_ data: Data, forKey key: String) throws(DataPersistenceError) {
        try StoreKey.validate(key)
        entries[key] = data
    }

    public func removeData(forKey key: String) throws(DataPersistenceError) {
        try StoreKey.validate(key)
        entries[key] = nil
    }

    public func keys() -> [String] {
        entries.keys.sorted()
    }

    public func records(in list: String, offset: Int, limit: Int) throws(DataPersistenceError) -> DurableRecordPage {
        try InMemoryListEditor(lists: lists).records(in: list, offset: offset, limit: limit)
    }

    public func transaction<Result: Sendable>(
        _ body: @Sendable (any DurableListEditing) throws(DataPersistenceError) -> Result
    ) throws(DataPersistenceError) -> Result {
        // The body edits a copy, which replaces the lists only once it has returned.
        let editor = InMemoryListEditor(lists: lists)
        let result = try body(editor)
        lists = editor.lists
        return result
    }
}
