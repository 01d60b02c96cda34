public import Foundation

/// A durable store that lasts as long as the process: for tests, and for runs that are asked
/// not to write to disk.
public actor InMemoryDurableStore: DurableStore {
    private var entries: [String: Data]

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
}
