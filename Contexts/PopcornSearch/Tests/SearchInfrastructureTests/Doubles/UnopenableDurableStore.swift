import DataPersistence
import Foundation

/// A durable store whose file cannot be opened (a data folder its user may not read, a file
/// where a folder should be): every question fails as the real store's would, before any data.
struct UnopenableDurableStore: DurableStore {
    let reason: String

    func data(forKey key: String) throws(DataPersistenceError) -> Data? { throw .unavailable(reason) }
    func setData(_ data: Data, forKey key: String) throws(DataPersistenceError) { throw .unavailable(reason) }
    func removeData(forKey key: String) throws(DataPersistenceError) { throw .unavailable(reason) }
    func keys() throws(DataPersistenceError) -> [String] { throw .unavailable(reason) }

    func records(in list: String, offset: Int, limit: Int) throws(DataPersistenceError) -> DurableRecordPage {
        throw .unavailable(reason)
    }

    func transaction<Result: Sendable>(
        _ body: @Sendable (any DurableListEditing) throws(DataPersistenceError) -> Result
    ) throws(DataPersistenceError) -> Result {
        throw .unavailable(reason)
    }
}
