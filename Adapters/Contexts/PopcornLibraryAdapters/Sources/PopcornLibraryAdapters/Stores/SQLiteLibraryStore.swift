import CoreDomain
import Foundation
import GRDB
import LibraryDomain
import LibraryInfrastructure
import SQLiteFiles
import Synchronization

/// The library in a SQLite file (`$XDG_DATA_HOME/popcorn/library.sqlite`), which many runs may
/// read and write at once: WAL mode, a writer that finds the file busy waits its turn (up to
/// `busyTimeout`) rather than failing, and every write one immediate transaction, so it lands
/// whole or not at all. It fills both of the Library's store ports: the history stays in this
/// file whatever keeps the watchlist.
///
/// The file is opened by the first question asked, and then: a file that is not a database, or
/// is some other program's, is reported (`.notALibrary`, naming the file and what to do) and
/// never written to; a new file gets the schema; an older one the steps it lacks; and the
/// history of `user-data.sqlite`, if there is one, is carried over, once.
final class SQLiteLibraryStore: LibraryStore, HistoryStore {
    /// How long a writer waits for another to finish before it gives up.
    static let busyTimeout: TimeInterval = 30

    private let url: URL
    private let carryOver: HistoryCarryOver?
    private let connection = Mutex<Result<DatabaseQueue, LibraryStoreError>?>(nil)

    /// - Parameters:
    ///   - url: the library file; it and its folder are made when first used, if need be.
    ///   - historyFile: `user-data.sqlite`, whose history is copied in the first time the library
    ///     file is opened; nil for none.
    init(fileAt url: URL, carryingHistoryFrom historyFile: URL?) {
        self.url = url
        carryOver = historyFile.map(HistoryCarryOver.init(file:))
    }

    private var queue: DatabaseQueue {
        get throws(LibraryStoreError) {
            try connection.withLock { opened in
                if let opened { return opened }
                let result = Result { () throws(LibraryStoreError) in try open() }
                opened = result
                return result
            }.get()
        }
    }

    // MARK: LibraryStore

    func watchlistEntries() throws(LibraryStoreError) -> [WatchlistEntry] {
        try read { db in try Row.fetchAll(db, sql: "SELECT * FROM watchlist_entry").map(Self.entry) }
    }

    func watchlistEntry(for title: TitleReference) throws(LibraryStoreError) -> WatchlistEntry? {
        try read { db in
            try Row.fetchOne(
                db, sql: "SELECT * FROM watchlist_entry WHERE kind = ? AND tmdb_id = ?", arguments: [title.kind.rawValue, title.id]
            ).map(Self.entry)
        }
    }

    func watches() throws(LibraryStoreError) -> [Watch] {
        try read { db in try Row.fetchAll(db, sql: "SELECT * FROM watch").map(Self.watch) }
    }

    func watches(of title: TitleReference) throws(LibraryStoreError) -> [Watch] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM watch WHERE kind = ? AND tmdb_id = ?", arguments: [title.kind.rawValue, title.id])
                .map(Self.watch)
        }
    }

    func write(_ changes: LibraryChanges) throws(LibraryStoreError) {
        try write { db in
            let entries = try db.cachedStatement(
                sql: """
                    INSERT INTO watchlist_entry (kind, tmdb_id, added_at, removed_at, changed_at) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (kind, tmdb_id) DO UPDATE SET
                        added_at = excluded.added_at, removed_at = excluded.removed_at, changed_at = excluded.changed_at
                    WHERE excluded.changed_at > watchlist_entry.changed_at
                    """)
            for entry in changes.watchlist {
                try entries.execute(arguments: [
                    entry.title.kind.rawValue, entry.title.id, entry.addedAt.timeIntervalSinceReferenceDate,
                    entry.removedAt?.timeIntervalSinceReferenceDate, entry.changedAt.timeIntervalSinceReferenceDate,
                ])
            }
            let watches = try db.cachedStatement(
                sql: """
                    INSERT INTO watch (kind, tmdb_id, day, rating, note, recorded_at) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (kind, tmdb_id, day) DO UPDATE SET
                        rating = excluded.rating, note = excluded.note, recorded_at = excluded.recorded_at
                    WHERE excluded.recorded_at > watch.recorded_at
                    """)
            for watch in changes.watches {
                try watches.execute(arguments: [
                    watch.title.kind.rawValue, watch.title.id, watch.day.isoString, watch.rating?.value, watch.note,
                    watch.recordedAt.timeIntervalSinceReferenceDate,
                ])
            }
        }
    }

    // MARK: HistoryStore

    func record(_ entry: OpenedEntry) throws(LibraryStoreError) {
        try write { db in try Self.insert(entry, into: db) }
    }

    func entries(offset: Int, limit: Int) throws(LibraryStoreError) -> OpenedEntries {
        try read { db in
            let total = try Int.fetchOne(db, sql: "SELECT count(*) FROM opened_entry") ?? 0
            let rows = try Row.fetchAll(
                db, sql: "SELECT kind, item_id, opened_at FROM opened_entry ORDER BY sequence DESC LIMIT ? OFFSET ?",
                arguments: [max(limit, 0), max(offset, 0)])
            return OpenedEntries(entries: try rows.map(Self.openedEntry), total: total)
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

    // MARK: Opening

    /// Opens the file, trying again while it is busy: a connection that meets another switching
    /// a new file to WAL is told "locked" at once, without the busy timeout's wait.
    private func open() throws(LibraryStoreError) -> DatabaseQueue {
        let deadline = Date().addingTimeInterval(Self.busyTimeout)
        while true {
            do {
                return try openOnce()
            } catch {
                guard case .locked = error, Date() < deadline else { throw error.failure }
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
    }

    /// Why one attempt to open the file failed: the file was locked, or for good.
    private enum OpeningFailure: Error {
        case locked(LibraryStoreError)
        case failed(LibraryStoreError)

        var failure: LibraryStoreError {
            switch self {
            case .locked(let failure), .failed(let failure): failure
            }
        }
    }

    private func openOnce() throws(OpeningFailure) -> DatabaseQueue {
        do {
            return try openOrFail()
        } catch let error as LibraryStoreError {
            throw .failed(error)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
            throw .locked(failure(error, otherwise: LibraryStoreError.unreachable))
        } catch {
            throw .failed(failure(error, otherwise: LibraryStoreError.unreachable))
        }
    }

    private func openOrFail() throws -> DatabaseQueue {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw LibraryStoreError.unreachable(
                "Could not create the folder \(folder.path) for \(url.lastPathComponent): \(error.localizedDescription)")
        }
        // Read before the file is locked: the old file's readers never wait on the new one's writers.
        let carried = Result { try carryOver?.entries() }
        var configuration = Configuration()
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        do {
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            try queue.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    try LibrarySchema.prepare(db)
                    try carryOverHistory(carried, into: db)
                    return .commit
                }
                // Only once the file is known to be a library: WAL changes the file's header, and
                // once it has, every later connection opens in WAL without asking for it.
                if try String.fetchOne(db, sql: "PRAGMA journal_mode")?.lowercased() != "wal" {
                    try db.execute(sql: "PRAGMA journal_mode = WAL")
                }
            }
            WriteAheadLog.trim(queue)
            return queue
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
            throw error
        } catch let refusal as LibrarySchema.Refusal {
            switch refusal {
            case .foreign: throw foreignFile()
            case .newer(let version):
                throw LibraryStoreError.notALibrary(
                    "\(url.path) is a library of a newer Popcorn (schema \(version); this one knows up to \(LibrarySchema.version)), "
                        + "so nothing was read from it or written to it. Update Popcorn to use it.")
            }
        } catch {
            throw failure(error, otherwise: LibraryStoreError.unreachable)
        }
    }

    /// Copies the old history in, unless an earlier run did. Entries the library already holds
    /// (none, on first use) were opened since, so they stay, above the old ones.
    private func carryOverHistory(_ carried: Result<[OpenedEntry]?, any Error>, into db: Database) throws {
        guard carryOver != nil else { return }
        let done = try Bool.fetchOne(db, sql: "SELECT 1 FROM carried_over WHERE source = ?", arguments: [HistoryCarryOver.source]) ?? false
        // An old file that cannot be read now is tried again by the next run.
        guard !done, case .success(let entries?) = carried else { return }
        let below = try Int.fetchOne(db, sql: "SELECT min(sequence) FROM opened_entry").map { $0 - entries.count - 1 }
        for (position, entry) in entries.enumerated() {
            if let below {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO opened_entry (sequence, kind, item_id, opened_at) VALUES (?, ?, ?, ?)",
                    arguments: [below + position, entry.item.kind.rawValue, entry.item.id, entry.openedAt.timeIntervalSinceReferenceDate])
            } else {
                try Self.insert(entry, into: db)
            }
        }
        try db.execute(
            sql: "INSERT INTO carried_over (source, entries, carried_at) VALUES (?, ?, ?)",
            arguments: [HistoryCarryOver.source, entries.count, Date().timeIntervalSinceReferenceDate])
    }

    // MARK: Rows

    private static func insert(_ entry: OpenedEntry, into db: Database) throws {
        try db.execute(
            sql: "DELETE FROM opened_entry WHERE kind = ? AND item_id = ?", arguments: [entry.item.kind.rawValue, entry.item.id])
        try db.execute(
            sql: "INSERT INTO opened_entry (kind, item_id, opened_at) VALUES (?, ?, ?)",
            arguments: [entry.item.kind.rawValue, entry.item.id, entry.openedAt.timeIntervalSinceReferenceDate])
    }

    private struct DamagedRow: Error, CustomStringConvertible {
        let description: String
    }

    private static func title(_ row: Row) throws -> TitleReference {
        let kind: String = row["kind"]
        guard let libraryKind = LibraryKind(rawValue: kind) else { throw DamagedRow(description: "\"\(kind)\" is not a kind of title") }
        return TitleReference(kind: libraryKind, id: row["tmdb_id"])
    }

    private static func entry(_ row: Row) throws -> WatchlistEntry {
        let removedAt: Double? = row["removed_at"]
        return WatchlistEntry(
            title: try title(row), addedAt: Date(timeIntervalSinceReferenceDate: row["added_at"]),
            removedAt: removedAt.map(Date.init(timeIntervalSinceReferenceDate:)))
    }

    private static func watch(_ row: Row) throws -> Watch {
        let text: String = row["day"]
        guard let day = CalendarDate(isoString: text) else { throw DamagedRow(description: "\"\(text)\" is not a day") }
        let rating: Int? = row["rating"]
        return Watch(
            title: try title(row), day: day, rating: try rating.map { try PersonalRating($0) }, note: row["note"],
            recordedAt: Date(timeIntervalSinceReferenceDate: row["recorded_at"]))
    }

    private static func openedEntry(_ row: Row) throws -> OpenedEntry {
        let kind: String = row["kind"]
        guard let openedKind = OpenedKind(rawValue: kind) else { throw DamagedRow(description: "\"\(kind)\" is not a kind of item") }
        return OpenedEntry(
            item: OpenedItem(kind: openedKind, id: row["item_id"]), openedAt: Date(timeIntervalSinceReferenceDate: row["opened_at"]))
    }

    // MARK: Transactions

    private func read<Value>(_ work: (Database) throws -> Value) throws(LibraryStoreError) -> Value {
        let queue = try self.queue
        do {
            return try queue.read(work)
        } catch {
            throw failure(error, otherwise: LibraryStoreError.unreadable)
        }
    }

    /// Runs `work` as one immediate transaction: the write lock is taken before it reads, so
    /// that what it reads is still true when it writes, whoever else is writing.
    private func write<Value>(_ work: (Database) throws -> Value) throws(LibraryStoreError) -> Value {
        let queue = try self.queue
        do {
            return try queue.writeWithoutTransaction { db in
                var value: Value?
                try db.inTransaction(.immediate) {
                    value = try work(db)
                    return .commit
                }
                return value!
            }
        } catch {
            throw failure(error, otherwise: LibraryStoreError.unwritable)
        }
    }

    private func failure(_ error: any Error, otherwise: (String) -> LibraryStoreError) -> LibraryStoreError {
        if let error = error as? LibraryStoreError { return error }
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_NOTADB: return foreignFile()
            case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY:
                return .unreachable("Could not open \(url.path): \(error.message ?? "\(error)")")
            default: return otherwise("\(url.path): \(error.message ?? "\(error)")")
            }
        }
        return otherwise("\(url.path): \(error)")
    }

    private func foreignFile() -> LibraryStoreError {
        .notALibrary(
            "\(url.path) is not a Popcorn library file, so nothing was read from it or written to it. "
                + "Move it elsewhere (or delete it if it is not needed) and Popcorn will start a new one there.")
    }
}
