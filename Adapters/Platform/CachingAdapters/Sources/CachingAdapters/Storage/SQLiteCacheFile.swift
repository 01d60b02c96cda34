import Foundation
import GRDB
import SQLiteFiles

/// Opens a cache's SQLite file, laying it out if it is new, and refuses a file that is not a
/// cache's. The file holds one table, `cache_entry`: a key's name, its value as JSON, and when it
/// was stored and expires, in seconds since 1970.
enum SQLiteCacheFile {
    /// Written into the file's header ("PCCH"), so that a database of some other program, the
    /// user's own data file among them, is told apart from a new, empty one.
    static let applicationID: Int32 = 0x5043_4348
    /// The layout of the table. A cache file of another layout is emptied and laid out anew:
    /// a cache may forget.
    static let layoutVersion: Int32 = 1
    /// How long a run waits for another run's write to finish before it gives up.
    static let busyTimeout: TimeInterval = 30

    /// The connection to the file at `url`, made with its folder if need be, with every entry that
    /// expired before `cutoff` forgotten.
    static func open(_ url: URL, forgettingExpiredBefore cutoff: Date) throws(SQLiteCacheError) -> DatabaseQueue {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .unavailable(path: url.path, reason: "its folder cannot be made: \(error.localizedDescription)")
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        do {
            // Another run may be laying out the same new file: its lock is waited out.
            let queue = try ContendedOpening.retrying(for: busyTimeout) {
                try openOnce(url, configuration: configuration, forgettingExpiredBefore: cutoff)
            }
            // Kept open until the run exits, its WAL is read back whole by the next run: keep it short.
            WriteAheadLog.trim(queue)
            return queue
        } catch {
            throw problem(error, at: url)
        }
    }

    /// One attempt at opening the file: laid out if new, emptied of long-expired entries, in WAL.
    private static func openOnce(
        _ url: URL, configuration: Configuration, forgettingExpiredBefore cutoff: Date
    ) throws -> DatabaseQueue {
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        try queue.writeWithoutTransaction { db in
            // Changes only a file with no table yet, so that emptying the cache can give its
            // pages back (`PRAGMA incremental_vacuum`) without the temporary copy VACUUM makes.
            try db.execute(sql: "PRAGMA auto_vacuum = INCREMENTAL")
            try db.inTransaction(.immediate) {
                try prepare(db, path: url.path)
                try db.execute(sql: "DELETE FROM cache_entry WHERE expires_at < ?", arguments: [cutoff.timeIntervalSince1970])
                return .commit
            }
            // Only once the file is known to be a cache's: WAL changes the file's header.
            try db.execute(sql: "PRAGMA journal_mode = WAL")
        }
        return queue
    }

    /// What went wrong with the file at `url`, in the cache's terms.
    static func problem(_ error: any Error, at url: URL) -> SQLiteCacheError {
        if let error = error as? SQLiteCacheError { return error }
        guard let error = error as? DatabaseError else {
            return .unavailable(path: url.path, reason: String(describing: error))
        }
        if error.resultCode == .SQLITE_NOTADB { return .foreignFile(path: url.path) }
        return .unavailable(path: url.path, reason: error.message ?? error.resultCode.description)
    }

    /// Lays out a new file, empties one of an older layout, and refuses one some other program made.
    private static func prepare(_ db: Database, path: String) throws {
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        let layout = try Int32.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        if applicationID == Self.applicationID {
            if layout == layoutVersion { return }
            try db.execute(sql: "DROP TABLE IF EXISTS cache_entry")
        } else {
            let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
            guard applicationID == 0, tables == 0 else { throw SQLiteCacheError.foreignFile(path: path) }
        }
        try db.execute(
            sql: """
                CREATE TABLE cache_entry (
                    key TEXT PRIMARY KEY NOT NULL,
                    value BLOB NOT NULL,
                    stored_at REAL NOT NULL,
                    expires_at REAL NOT NULL
                );
                CREATE INDEX cache_entry_by_expiry ON cache_entry(expires_at);
                PRAGMA application_id = \(Self.applicationID);
                PRAGMA user_version = \(layoutVersion);
                """)
    }
}
