import GRDB
import GRDBSQLite

/// A query read row by row with each value taken straight from SQLite, where a GRDB row would box
/// and convert each value through its protocols: for trending people's credit shares, the blobs of
/// a hundred films read in place.
final class CatalogueRowScan {
    private let db: Database
    private let statement: Statement
    private var handle: OpaquePointer { statement.sqliteStatement }

    init(_ db: Database, sql: String) throws {
        self.db = db
        statement = try db.makeStatement(sql: sql)
    }

    /// Moves to the next row: false once past the last, and the statement is then reset.
    func next() throws -> Bool {
        let status = sqlite3_step(handle)
        if status == SQLITE_ROW { return true }
        sqlite3_reset(handle)
        guard status == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: status), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
        }
        return false
    }

    /// The current row's value in `column` (from 0) as a whole number (0 for NULL).
    func int(_ column: Int32) -> Int {
        Int(sqlite3_column_int64(handle, column))
    }

    /// The current row's value in `column` (from 0) as a fraction (0 for NULL).
    func double(_ column: Int32) -> Double {
        sqlite3_column_double(handle, column)
    }

    /// Calls `body` with the bytes of the current row's blob in `column` (from 0; none for NULL),
    /// which live only for the call.
    func withBytes<Value>(_ column: Int32, _ body: (UnsafeRawBufferPointer) throws -> Value) rethrows -> Value {
        // SQLite's order: the blob first, then its size.
        let start = sqlite3_column_blob(handle, column)
        return try body(UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : Int(sqlite3_column_bytes(handle, column))))
    }
}
