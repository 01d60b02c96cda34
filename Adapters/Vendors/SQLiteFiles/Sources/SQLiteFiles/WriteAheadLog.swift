import Foundation
public import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The write-ahead log of a SQLite file in WAL mode that a run keeps open until it exits, as
/// Popcorn's stores do (closing costs a checkpoint and a sync on every run).
///
/// A file left open at exit keeps its WAL, and the next run to open it reads the whole log back to
/// rebuild its index. That rebuilt index forgets which frames were already copied into the
/// database, so SQLite's own checkpoints never start the log again from its beginning: it grows
/// with every run, and so does the time each run spends reading it back (5 ms at 4 MB).
/// ``trim(_:longerThan:)`` copies the log into the database and empties it once it outgrows a few
/// runs' writes.
public enum WriteAheadLog {
    /// What a file's log may grow to before ``trim(_:longerThan:)`` empties it: 32 pages of 4 KiB.
    public static let usualLimit = 128 * 1024

    /// Copies `queue`'s WAL into the database and truncates it to nothing, when it is longer than
    /// `bytes`. Never waits: when another connection is reading or writing, the log is left for a
    /// later run. Nothing is lost either way.
    public static func trim(_ queue: DatabaseQueue, longerThan bytes: Int = usualLimit) {
        guard let length = size(of: queue.path + "-wal"), length > bytes else { return }
        try? queue.writeWithoutTransaction { db in
            let waiting = try Int.fetchOne(db, sql: "PRAGMA busy_timeout") ?? 0
            try db.execute(sql: "PRAGMA busy_timeout = 0")
            defer { try? db.execute(sql: "PRAGMA busy_timeout = \(waiting)") }
            _ = try Row.fetchOne(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
    }

    /// The size in bytes of the file at `path`, or nil when there is none. Asked of `stat`
    /// itself: Foundation's dictionary of attributes costs a run far more than the answer.
    static func size(of path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int(status.st_size)
    }
}
