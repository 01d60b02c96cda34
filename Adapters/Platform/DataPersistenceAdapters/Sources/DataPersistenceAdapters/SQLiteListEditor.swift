import DataPersistence
import GRDB

/// The lists of a `SQLiteDurableStore`, edited inside the transaction that holds `db`.
struct SQLiteListEditor: DurableListEditing {
    let db: Database

    func append(_ record: DurableRecord, to list: String) throws(DataPersistenceError) {
        try StoreKey.validate(list)
        try StoreKey.validate(record.key)
        try run(list) {
            try db.execute(
                sql: "INSERT INTO list_record (list, key, payload) VALUES (?, ?, ?)", arguments: [list, record.key, record.payload])
        }
    }

    func removeRecords(withKey key: String, from list: String) throws(DataPersistenceError) {
        try StoreKey.validate(list)
        try StoreKey.validate(key)
        try run(list) { try db.execute(sql: "DELETE FROM list_record WHERE list = ? AND key = ?", arguments: [list, key]) }
    }

    func removeAllRecords(from list: String) throws(DataPersistenceError) {
        try StoreKey.validate(list)
        try run(list) { try db.execute(sql: "DELETE FROM list_record WHERE list = ?", arguments: [list]) }
    }

    func records(in list: String, offset: Int, limit: Int) throws(DataPersistenceError) -> DurableRecordPage {
        try StoreKey.validate(list)
        do {
            let total = try Int.fetchOne(db, sql: "SELECT count(*) FROM list_record WHERE list = ?", arguments: [list]) ?? 0
            let rows = try Row.fetchAll(
                db,
                sql: "SELECT key, payload FROM list_record WHERE list = ? ORDER BY sequence DESC LIMIT ? OFFSET ?",
                arguments: [list, max(limit, 0), max(offset, 0)])
            return DurableRecordPage(records: rows.map { DurableRecord(key: $0["key"], payload: $0["payload"]) }, total: total)
        } catch {
            throw .unreadable(key: list, reason: (error as? DatabaseError)?.message ?? String(describing: error))
        }
    }

    private func run(_ list: String, _ statement: () throws -> Void) throws(DataPersistenceError) {
        do {
            try statement()
        } catch {
            throw .unwritable(key: list, reason: (error as? DatabaseError)?.message ?? String(describing: error))
        }
    }
}
