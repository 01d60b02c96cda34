import Foundation
import GRDB
import SearchDomain

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writes an index file whole into a temporary file beside the one in use and renames it into
/// place, so that a search never reads half an index: a search that has the old file open goes
/// on reading it. The titles the old file holds from imports are carried into the new one (but
/// for a kind being imported again), so that no build loses an import. The caller holds the
/// `BuildLock`.
enum SearchIndexFile {
    /// An import whose titles are ready in its work file, to add to the index in place of the
    /// titles of the kind the index held before.
    struct StagedImport {
        let workFile: URL
        let export: ImportedExport
    }

    static func build(at url: URL, from sources: SearchIndexSources, signature: String, adding staged: StagedImport? = nil) throws {
        let folder = url.deletingLastPathComponent()
        removeAbandonedBuilds(beside: url)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).building")
        defer { try? FileManager.default.removeItem(at: temporary) }
        try? FileManager.default.removeItem(at: temporary)
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            // A temporary file, renamed into place only once whole: a crash loses only the build.
            try db.execute(sql: "PRAGMA journal_mode = OFF")
            try db.execute(sql: "PRAGMA synchronous = OFF")
        }
        let names = try sources.names()
        let queue = try DatabaseQueue(path: temporary.path, configuration: configuration)
        try queue.writeWithoutTransaction { db in
            try SearchIndexBuilder.create(in: db)
            try carryImports(from: url, replacing: staged?.export.kind, into: db)
            if let staged { try add(staged, into: db) }
            try db.inTransaction {
                try SearchIndexBuilder.write(names, signature: signature, into: db)
                return .commit
            }
        }
        try queue.close()
        guard rename(temporary.path, url.path) == 0 else {
            throw SearchIndexFailure("could not move the new index into place: \(String(cString: strerror(errno)))")
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

    /// Removes the temporary files of builds whose process died before renaming them: every build
    /// holds the lock, so none is under way.
    private static func removeAbandonedBuilds(beside url: URL) {
        let folder = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent)."
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".building") {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}
