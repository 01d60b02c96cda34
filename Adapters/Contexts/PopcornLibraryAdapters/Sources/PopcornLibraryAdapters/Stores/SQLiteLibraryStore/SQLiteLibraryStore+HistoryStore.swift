import Foundation
import GRDB
import LibraryDomain
import LibraryInfrastructure

/// The history: what was opened, newest first, each item once.
extension SQLiteLibraryStore: HistoryStore {
    func record(_ entry: OpenedEntry) throws(LibraryStoreError) {
        try write { db in try LibraryRows.insert(entry, into: db) }
    }

    func entries(offset: Int, limit: Int) throws(LibraryStoreError) -> OpenedEntries {
        try read { db in
            let total = try Int.fetchOne(db, sql: "SELECT count(*) FROM opened_entry") ?? 0
            let rows = try Row.fetchAll(
                db, sql: "SELECT kind, item_id, opened_at FROM opened_entry ORDER BY sequence DESC LIMIT ? OFFSET ?",
                arguments: [max(limit, 0), max(offset, 0)])
            return OpenedEntries(entries: try rows.map(LibraryRows.openedEntry), total: total)
        }
    }

    func remove(_ item: OpenedItem) throws(LibraryStoreError) -> Bool {
        try write { db in
            try db.execute(sql: "DELETE FROM opened_entry WHERE kind = ? AND item_id = ?", arguments: [item.kind.rawValue, item.id])
            return db.changesCount > 0
        }
    }

    func clear() throws(LibraryStoreError) {
        try write { db in try db.execute(sql: "DELETE FROM opened_entry") }
    }
}
