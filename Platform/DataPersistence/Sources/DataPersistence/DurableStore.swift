public import Foundation

/// Keeps the user's own data (the watchlist and the like) across runs. Unlike a cache, a durable
/// store must never forget: a write either lands whole or fails with an error, and the value
/// stored before it stays readable.
public protocol DurableStore: Sendable {
    func data(forKey key: String) async throws(DataPersistenceError) -> Data?
    func setData(_ data: Data, forKey key: String) async throws(DataPersistenceError)
    func removeData(forKey key: String) async throws(DataPersistenceError)
    func keys() async throws(DataPersistenceError) -> [String]
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
