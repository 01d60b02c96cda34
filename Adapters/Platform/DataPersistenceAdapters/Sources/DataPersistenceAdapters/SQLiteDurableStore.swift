public import DataPersistence
public import Foundation
import GRDB
import SQLiteFiles
import Synchronization

/// The user's own data in a SQLite file, which several runs of the app may read and write at
/// once: the file is in WAL mode, a writer that finds it busy waits its turn (up to a timeout)
/// instead of failing, and every write is one transaction, so it lands whole or not at all.
/// A file that is not this store's is reported and never written to.
public final class SQLiteDurableStore: DurableStore {
    /// Written into the file's header, so that a database of some other program is told apart
    /// from a new, empty one.
    static let applicationID: Int32 = 0x504F_5043  // "POPC"
    /// How long a writer waits for another to finish before it gives up.
    static let busyTimeout: TimeInterval = 30
    /// Every connection opened, kept for the life of the process. Closing the last connection to
    /// a file checkpoints its WAL into the database (syncing both) and deletes it, and the next run
    /// then creates and syncs a new one: about 1.3 ms of a run that only adds one view. Left open,
    /// the WAL stays, and a run's commit appends to it without a sync (`synchronous = NORMAL`),
    /// which is still durable against a crash of the app and keeps the database whole against a
    /// crash of the system. Opening empties a WAL that has outgrown a few runs' writes (see
    /// `WriteAheadLog`), since the next run to open the file reads all of it back.
    private static let keptOpen = Mutex<[DatabaseQueue]>([])

    private let url: URL
    private var path: String { url.path }
    /// The connection, opened by the first question asked: a run that never touches the user's
    /// data never opens the file, and one whose file is not this store's learns it when it asks.
    private let connection = Mutex<Result<DatabaseQueue, DataPersistenceError>?>(nil)

    /// The store at `url`; the file (and its folder) is created when first used, if there is none.
    public init(fileAt url: URL) {
        self.url = url
    }

    private var queue: DatabaseQueue {
        get throws(DataPersistenceError) {
            try connection.withLock { opened in
                if let opened { return opened }
                let result = Result { () throws(DataPersistenceError) in try Self.open(url) }
                opened = result
                return result
            }.get()
        }
    }

    private static func open(_ url: URL) throws(DataPersistenceError) -> DatabaseQueue {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .unavailable("Could not create the folder \(folder.path) for \(url.lastPathComponent): \(error.localizedDescription)")
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        do {
            // Another run may be laying out the same new file: its lock is waited out.
            let queue = try ContendedOpening.retrying(for: Self.busyTimeout) {
                try Self.openOnce(url, configuration: configuration)
            }
            WriteAheadLog.trim(queue)
            keptOpen.withLock { $0.append(queue) }
            return queue
        } catch let error as DataPersistenceError {
            throw error
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw Self.foreignFile(url.path)
        } catch {
            throw .unavailable("Could not open \(url.path): \(Self.reason(error))")
        }
    }

    /// One attempt at opening the file: laid out if new, and in WAL.
    private static func openOnce(_ url: URL, configuration: Configuration) throws -> DatabaseQueue {
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        try queue.writeWithoutTransaction { db in
            try db.inTransaction(.immediate) {
                try prepare(db, path: url.path)
                return .commit
            }
            // Only once the file is known to be this store's: WAL changes the file's header.
            try db.execute(sql: "PRAGMA journal_mode = WAL")
        }
        return queue
    }

    public func data(forKey key: String) throws(DataPersistenceError) -> Data? {
        try StoreKey.validate(key)
        return try perform(failing: { .unreadable(key: key, reason: $0) }) {
            try queue.read { db in try Data.fetchOne(db, sql: "SELECT data FROM stored_value WHERE key = ?", arguments: [key]) }
        }
    }

    public func setData(_ data: Data, forKey key: String) throws(DataPersistenceError) {
        try StoreKey.validate(key)
        try perform(failing: { .unwritable(key: key, reason: $0) }) {
            try queue.write { db in
                try db.execute(sql: "INSERT OR REPLACE INTO stored_value (key, data) VALUES (?, ?)", arguments: [key, data])
            }
        }
    }

    public func removeData(forKey key: String) throws(DataPersistenceError) {
        try StoreKey.validate(key)
        try perform(failing: { .unwritable(key: key, reason: $0) }) {
            try queue.write { db in try db.execute(sql: "DELETE FROM stored_value WHERE key = ?", arguments: [key]) }
        }
    }

    public func keys() throws(DataPersistenceError) -> [String] {
        try perform(failing: { .unreadable(key: "*", reason: $0) }) {
            try queue.read { db in try String.fetchAll(db, sql: "SELECT key FROM stored_value ORDER BY key") }
        }
    }

    public func records(in list: String, offset: Int, limit: Int) throws(DataPersistenceError) -> DurableRecordPage {
        try StoreKey.validate(list)
        return try perform(failing: { .unreadable(key: list, reason: $0) }) {
            try queue.read { db in try SQLiteListEditor(db: db).records(in: list, offset: offset, limit: limit) }
        }
    }

    public func transaction<Result: Sendable>(
        _ body: @Sendable (any DurableListEditing) throws(DataPersistenceError) -> Result
    ) throws(DataPersistenceError) -> Result {
        try perform(failing: { .unwritable(key: "transaction", reason: $0) }) {
            try queue.writeWithoutTransaction { db in
                var result: Result?
                // Immediate: the write lock is taken before the body reads, so that what it reads
                // is still true when it writes, whoever else is writing.
                try db.inTransaction(.immediate) {
                    result = try body(SQLiteListEditor(db: db))
                    return .commit
                }
                return result!
            }
        }
    }

    /// Runs `work`, passing a `DataPersistenceError` through and putting any other failure in words.
    private func perform<Value>(failing failure: (String) -> DataPersistenceError, _ work: () throws -> Value)
        throws(DataPersistenceError) -> Value
    {
        do {
            return try work()
        } catch let error as DataPersistenceError {
            throw error
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw Self.foreignFile(path)
        } catch {
            throw failure(Self.reason(error))
        }
    }

    /// Creates the tables in a new file, and refuses a file that some other program made.
    private static func prepare(_ db: Database, path: String) throws {
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        if applicationID == Self.applicationID { return }
        let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
        guard applicationID == 0, tables == 0 else { throw foreignFile(path) }
        try db.execute(
            sql: """
                CREATE TABLE stored_value (key TEXT PRIMARY KEY NOT NULL, data BLOB NOT NULL);
                CREATE TABLE list_record (
                    sequence INTEGER PRIMARY KEY AUTOINCREMENT,
                    list TEXT NOT NULL,
                    key TEXT NOT NULL,
                    payload BLOB NOT NULL
                );
                CREATE INDEX list_record_by_list ON list_record(list, sequence);
                CREATE INDEX list_record_by_key ON list_record(list, key);
                PRAGMA application_id = \(Self.applicationID);
                """)
    }

    private static func foreignFile(_ path: String) -> DataPersistenceError {
        .unavailable(
            "\(path) is not a Popcorn data file, so nothing was read from it or written to it. "
                + "Move it elsewhere (or delete it if it is not needed) and Popcorn will start a new one.")
    }

    private static func reason(_ error: any Error) -> String {
        (error as? DatabaseError)?.message ?? String(describing: error)
    }
}
