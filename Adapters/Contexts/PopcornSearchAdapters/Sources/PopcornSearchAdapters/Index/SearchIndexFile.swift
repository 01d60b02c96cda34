import Foundation
import GRDB
import SQLiteFiles
import SearchDomain

/// The index's file, a `DerivedFile`: built under a lock, so that runs started together build it
/// once, and written whole into a temporary file beside the one in use, renamed into place, so
/// that a search never reads half an index (a search that has the old file open goes on reading
/// it). The titles the old file holds from imports are carried into the new one (but for a kind
/// being imported again), so that no build loses an import.
enum SearchIndexFile {
    /// An import whose titles are ready in its work file, to add to the index in place of the
    /// titles of the kind the index held before.
    struct StagedImport {
        let workFile: URL
        let export: ImportedExport
    }

    /// The index at `url`, opened read-only, built first if it is missing or was built from other
    /// sources.
    static func openOrBuild(at url: URL, from sources: SearchIndexSources, signature: String) throws -> DatabaseQueue {
        try unwrapping { () throws(DerivedFileError<any Error>) in
            try DerivedFile(at: url).openOrBuild(open: { openIfCurrent(url, signature: signature) }) { queue in
                try write(into: queue, carryingImportsOf: url, from: sources, signature: signature, adding: nil)
            }
        }
    }

    /// Builds the index at `url` again, under the lock, with the titles of `staged`.
    static func rebuild(at url: URL, from sources: SearchIndexSources, signature: String, adding staged: StagedImport) throws {
        try unwrapping { () throws(DerivedFileError<any Error>) in
            try DerivedFile(at: url).rebuild { queue in
                try write(into: queue, carryingImportsOf: url, from: sources, signature: signature, adding: staged)
            }
        }
    }

    /// Runs `body` holding the lock `.<index>.<lock>` beside the index at `url`: one import of a
    /// kind at a time.
    static func withLock<Value>(beside url: URL, named lock: String, _ body: () throws -> Value) throws -> Value {
        try unwrapping { () throws(DerivedFileError<any Error>) in try DerivedFile(at: url).withLock(named: lock, body) }
    }

    /// The index at `url`, opened read-only, if it was built from these sources; nil otherwise.
    private static func openIfCurrent(_ url: URL, signature: String) -> DatabaseQueue? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA mmap_size = 268435456") }
        do {
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            let stored = try queue.read { db in
                try String.fetchOne(db, sql: "SELECT value FROM index_meta WHERE key = 'signature'")
            }
            return stored == signature ? queue : nil
        } catch {
            return nil
        }
    }

    /// The file's own failures in words, as `SearchIndexFailure`; what the build threw, as it was.
    private static func unwrapping<Value>(_ body: () throws(DerivedFileError<any Error>) -> Value) throws -> Value {
        do throws(DerivedFileError<any Error>) {
            return try body()
        } catch {
            switch error {
            case .unavailable(let reason): throw SearchIndexFailure(reason)
            case .failed(let error): throw error
            }
        }
    }

    /// Writes the index of `sources` into `queue`, the new file's, with the imported titles of the
    /// index at `previous` and those of `staged`.
    private static func write(
        into queue: DatabaseQueue, carryingImportsOf previous: URL, from sources: SearchIndexSources, signature: String,
        adding staged: StagedImport?
    ) throws {
        let names = try sources.names()
        try queue.writeWithoutTransaction { db in
            try SearchIndexBuilder.create(in: db)
            try carryImports(from: previous, replacing: staged?.export.kind, into: db)
            if let staged { try add(staged, into: db) }
            try db.inTransaction {
                try SearchIndexBuilder.write(names, signature: signature, into: db)
                return .commit
            }
        }
    }

    /// Copies the imported titles of `previous`, if it is an index that has any, less those of
    /// `replaced`. An old file that cannot be read carries nothing.
    private static func carryImports(from previous: URL, replacing replaced: SearchKind?, into db: Database) throws {
        guard FileManager.default.fileExists(atPath: previous.path) else { return }
        do {
            try db.execute(sql: "ATTACH DATABASE ? AS previous", arguments: [previous.path])
        } catch {
            return
        }
        defer { try? db.execute(sql: "DETACH DATABASE previous") }
        let skipped = replaced.map { Int(EntryCode.bits($0)) } ?? -1
        do {
            let tables = try String.fetchSet(db, sql: "SELECT name FROM previous.sqlite_master WHERE type = 'table'")
            guard tables.contains("imported_title"), tables.contains("imported_export") else { return }
            try db.inTransaction {
                try db.execute(
                    sql: "INSERT INTO imported_title SELECT kind, id, name, popularity FROM previous.imported_title WHERE kind <> ?",
                    arguments: [skipped])
                try db.execute(
                    sql: "INSERT INTO imported_export SELECT * FROM previous.imported_export WHERE kind <> ?", arguments: [skipped])
                return .commit
            }
        } catch {
            // A damaged or foreign file: the imports it held, if any, are lost with it.
            try db.execute(sql: "DELETE FROM imported_title")
            try db.execute(sql: "DELETE FROM imported_export")
        }
    }

    private static func add(_ staged: StagedImport, into db: Database) throws {
        try db.execute(sql: "ATTACH DATABASE ? AS staged", arguments: [staged.workFile.path])
        defer { try? db.execute(sql: "DETACH DATABASE staged") }
        try db.inTransaction {
            try db.execute(sql: "INSERT INTO imported_title SELECT kind, id, name, popularity FROM staged.imported_title")
            try staged.export.insert(into: db, table: "imported_export")
            return .commit
        }
    }
}
