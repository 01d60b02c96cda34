public import Foundation

/// Keeps the user's own data (the history, a watchlist) across runs. Unlike a cache, a durable
/// store must never forget: a write either lands whole or fails with an error, and what was
/// stored before it stays readable. It holds two kinds of thing: values under keys, and lists
/// of records that many writers (several runs at once) may add to.
public protocol DurableStore: Sendable {
    func data(forKey key: String) async throws(DataPersistenceError) -> Data?
    func setData(_ data: Data, forKey key: String) async throws(DataPersistenceError)
    func removeData(forKey key: String) async throws(DataPersistenceError)
    func keys() async throws(DataPersistenceError) -> [String]

    /// Up to `limit` entries of `list`, newest first, skipping the `offset` newest; an unknown
    /// list is an empty one.
    func records(in list: String, offset: Int, limit: Int) async throws(DataPersistenceError) -> DurableRecordPage
    /// Runs `body` as one transaction over the lists: all of its changes land, or none do.
    func transaction<Result: Sendable>(
        _ body: @Sendable (any DurableListEditing) throws(DataPersistenceError) -> Result
    ) async throws(DataPersistenceError) -> Result
}

extension DurableStore {
    /// The value stored under `key`, decoded from JSON; nil when nothing is stored there.
    public func value<Value: Decodable>(_ type: Value.Type, forKey key: String) async throws(DataPersistenceError) -> Value? {
        guard let data = try await data(forKey: key) else { return nil }
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            throw .corrupt(key: key, reason: String(describing: error))
        }
    }

    /// Stores `value` under `key` as JSON, replacing what was there.
    public func setValue<Value: Encodable>(_ value: Value, forKey key: String) async throws(DataPersistenceError) {
        let data: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            data = try encoder.encode(value)
        } catch {
            throw .unwritable(key: key, reason: String(describing: error))
        }
        try await setData(data, forKey: key)
    }
}
