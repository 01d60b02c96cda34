import GRDB
import GRDBSQLite

/// One `INSERT` prepared once and run row after row, each value bound straight into SQLite as
/// GRDB would store it (a whole number or a flag as an integer, a fraction as a real, a text as
/// text, nil as NULL): the catalogue's build writes about half a million rows, and GRDB's boxed
/// arguments cost more than the inserts themselves.
final class CatalogueInsert {
    private let db: Database
    private let statement: Statement
    private var handle: OpaquePointer { statement.sqliteStatement }

    init(_ db: Database, sql: String) throws {
        self.db = db
        statement = try db.makeStatement(sql: sql)
    }

    /// Binds `value` to parameter `index` (from 1).
    func bind(_ index: Int32, _ value: Int?) {
        if let value { sqlite3_bind_int64(handle, index, Int64(value)) } else { sqlite3_bind_null(handle, index) }
    }

    func bind(_ index: Int32, _ value: Double?) {
        if let value { sqlite3_bind_double(handle, index, value) } else { sqlite3_bind_null(handle, index) }
    }

    func bind(_ index: Int32, _ value: Bool?) {
        bind(index, value.map { $0 ? 1 : 0 } as Int?)
    }

    func bind(_ index: Int32, _ value: String?) {
        guard var value else {
            sqlite3_bind_null(handle, index)
            return
        }
        // SQLITE_TRANSIENT: SQLite copies the bytes, which need live only for the call.
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        value.withUTF8 { bytes in
            _ = sqlite3_bind_text(
                handle, index, UnsafeRawPointer(bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!).assumingMemoryBound(to: CChar.self),
                Int32(bytes.count), transient)
        }
    }

    /// Binds `bytes` to parameter `index` (from 1) as a blob.
    func bind(_ index: Int32, bytes: [UInt8]) {
        // SQLITE_TRANSIENT: SQLite copies the bytes, which need live only for the call.
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        bytes.withUnsafeBytes { buffer in
            _ = sqlite3_bind_blob(handle, index, buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, Int32(buffer.count), transient)
        }
    }

    /// Writes the row of the values bound, and resets the statement for the next.
    func run() throws {
        let status = sqlite3_step(handle)
        sqlite3_reset(handle)
        guard status == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: status), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
        }
    }
}
