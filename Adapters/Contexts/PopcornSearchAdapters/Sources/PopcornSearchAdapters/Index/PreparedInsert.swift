import Foundation
import GRDB
import GRDBSQLite

/// One `INSERT` prepared once and run row after row, its values bound straight into SQLite: a
/// build writes a million rows or more, and GRDB's boxed arguments cost twice the insert itself.
final class PreparedInsert {
    /// A value to bind.
    enum Value {
        case integer(Int)
        case real(Double)
        case text(String)
        case blob(Data)
        case null
    }

    private let db: Database
    private let statement: Statement

    init(db: Database, sql: String) throws {
        self.db = db
        self.statement = try db.makeStatement(sql: sql)
    }

    /// Inserts one row of `values`, in the order of the statement's parameters.
    func run(_ values: Value...) throws {
        let handle = statement.sqliteStatement
        // SQLITE_TRANSIENT: SQLite copies the bytes, which need live only for the call.
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            switch value {
            case .integer(let number): sqlite3_bind_int64(handle, index, Int64(number))
            case .real(let number): sqlite3_bind_double(handle, index, number)
            case .text(var string):
                string.withUTF8 { bytes in
                    _ = sqlite3_bind_text(
                        handle, index,
                        UnsafeRawPointer(bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!).assumingMemoryBound(to: CChar.self),
                        Int32(bytes.count), transient)
                }
            case .blob(let data):
                data.withUnsafeBytes { bytes in
                    _ = sqlite3_bind_blob(
                        handle, index, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, Int32(bytes.count), transient)
                }
            case .null: sqlite3_bind_null(handle, index)
            }
        }
        let status = sqlite3_step(handle)
        sqlite3_reset(handle)
        guard status == SQLITE_DONE else {
            throw SearchIndexFailure("could not write a row: \(String(cString: sqlite3_errmsg(db.sqliteConnection)))")
        }
    }
}
