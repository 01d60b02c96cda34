import Foundation
import GRDB

/// Everything an index file holds, read table by table in a fixed order and hashed: two files
/// with the same contents have the same `IndexContents`, whatever their bytes.
struct IndexContents: Equatable, CustomStringConvertible {
    let entries: Int
    let words: Int
    let importedTitles: Int
    let hash: UInt64

    init(of file: URL) throws {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: file.path, configuration: configuration)
        defer { try? queue.close() }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01b3
            }
        }
        func mix(_ value: DatabaseValue) {
            switch value.storage {
            case .blob(let data): mix(data)
            default: mix(value.description.utf8)
            }
            mix([0])
        }
        (entries, words, importedTitles) = try queue.read { db in
            for query in [
                "SELECT * FROM entry ORDER BY code", "SELECT * FROM word ORDER BY text", "SELECT * FROM vocabulary ORDER BY length",
                "SELECT * FROM imported_title ORDER BY kind, id", "SELECT * FROM imported_export ORDER BY kind",
                "SELECT * FROM index_meta ORDER BY key",
            ] {
                mix(query.utf8)
                let rows = try Row.fetchCursor(db, sql: query)
                while let row = try rows.next() { row.databaseValues.forEach(mix) }
            }
            return (
                try Int.fetchOne(db, sql: "SELECT count(*) FROM entry") ?? 0, try Int.fetchOne(db, sql: "SELECT count(*) FROM word") ?? 0,
                try Int.fetchOne(db, sql: "SELECT count(*) FROM imported_title") ?? 0
            )
        }
        self.hash = hash
    }

    var description: String { "\(entries) entries, \(words) words, \(importedTitles) imported titles, hash \(hash)" }
}
