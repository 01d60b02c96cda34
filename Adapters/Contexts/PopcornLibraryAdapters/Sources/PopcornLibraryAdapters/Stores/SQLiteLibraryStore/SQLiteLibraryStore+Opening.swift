import Foundation
import GRDB
import LibraryDomain
import LibraryInfrastructure
import SQLiteFiles

/// Opening the file: its folder made, the schema prepared or brought up to date, the old
/// history carried over once, and WAL switched on. A file that an earlier run left ready, as
/// every run but the first finds it, costs one look at its header and the carry-over's mark:
/// no write lock, and the old file is not opened again.
extension SQLiteLibraryStore {
    /// Opens the file, trying again while it is busy: a connection that switches a new file to
    /// WAL while another writes to it is told "locked" at once, without the busy timeout's wait.
    func open() throws(LibraryStoreError) -> DatabaseQueue {
        do {
            return try ContendedOpening.retrying(for: Self.busyTimeout) { try openOrFail() }
        } catch {
            throw failure(error, otherwise: LibraryStoreError.unreachable)
        }
    }

    private func openOrFail() throws -> DatabaseQueue {
        // A file there is in a folder there: only a new file may need its folder made.
        let folder = url.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: url.path) {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw LibraryStoreError.unreachable(
                    "Could not create the folder \(folder.path) for \(url.lastPathComponent): \(error.localizedDescription)")
            }
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        do {
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            if try isReady(queue) {
                WriteAheadLog.trim(queue)
                return queue
            }
            // Read before the file is locked: the old file's readers never wait on the new one's writers.
            let carried = Result { try carryOver?.entries() }
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
        } catch let error as DatabaseError where ContendedOpening.isContention(error) {
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

    /// Whether the file is already all that opening makes it: a library at this version, in WAL,
    /// and the old history carried over (or there being none to carry). Anything else, or a
    /// file that cannot be read so, is left to the full opening, which says what is wrong.
    private func isReady(_ queue: DatabaseQueue) throws -> Bool {
        do {
            return try queue.inDatabase { db in
                // Outside any transaction: what the header says now, a statement a value (each
                // far cheaper than one statement over SQLite's pragma tables).
                guard try Int32.fetchOne(db, sql: "PRAGMA application_id") == LibrarySchema.applicationID,
                    try Int.fetchOne(db, sql: "PRAGMA user_version") == LibrarySchema.version,
                    try String.fetchOne(db, sql: "PRAGMA journal_mode")?.lowercased() == "wal"
                else { return false }
                guard carryOver != nil else { return true }
                // The tables are there at this version; the mark, once written, stays.
                return try Bool.fetchOne(
                    db, sql: "SELECT 1 FROM carried_over WHERE source = ?", arguments: [HistoryCarryOver.source]) ?? false
            }
        } catch let error as DatabaseError where ContendedOpening.isContention(error) {
            throw error
        } catch {
            return false
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
                try LibraryRows.insert(entry, into: db)
            }
        }
        try db.execute(
            sql: "INSERT INTO carried_over (source, entries, carried_at) VALUES (?, ?, ?)",
            arguments: [HistoryCarryOver.source, entries.count, Date().timeIntervalSinceReferenceDate])
    }
}
