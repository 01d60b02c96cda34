public import Foundation
public import GRDB

/// Opening a SQLite file that other runs may be opening at the same moment.
///
/// SQLite answers some steps of opening "database is locked" at once, without waiting out the
/// connection's busy timeout. Above all `PRAGMA journal_mode = WAL` on a new file while another
/// connection is writing to it: the switch reads the file's header first, and a connection that
/// holds a read lock is never made to wait for the write lock, since two such could wait on each
/// other for ever. Runs that start together on a new file would then leave one of them without
/// its store for the whole run. ``retrying(for:_:)`` tries the opening again instead, until the
/// other run is done.
public enum ContendedOpening {
    /// What `open` returns, trying it again every 10 ms while it fails because the file is busy or
    /// locked, for up to `seconds`. Any other error is thrown at once, as is the last "locked" one
    /// when the time is up.
    public static func retrying<Value>(for seconds: TimeInterval, _ open: () throws -> Value) throws -> Value {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            do {
                return try open()
            } catch let error as DatabaseError where isContention(error) && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
    }

    /// Whether `error` is SQLite saying another connection has the file busy or locked.
    public static func isContention(_ error: DatabaseError) -> Bool {
        error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED
    }
}
