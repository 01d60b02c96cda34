import Foundation
import GRDB
import SearchDomain
import TMDbExports

/// An import under way, in a file of its own beside the index (`.search-index.sqlite.import-movie`):
/// the titles read so far and how far into the export they go, committed a batch at a time, so
/// that an import stopped at any point (even killed, with no chance to tidy up) goes on from its
/// last batch when it is run again. SQLite's rollback journal undoes a batch cut short.
final class ImportWorkFile {
    let url: URL
    private(set) var export: ImportedExport
    /// Lines of the export done, blank ones included: where reading starts again.
    private(set) var position: Int
    /// Whether every line has been read.
    private(set) var isRead: Bool
    private let queue: DatabaseQueue

    /// The work file at `url` for the export `identity` of `kind`: as an earlier run left it if it
    /// was working on the same file, otherwise new.
    static func open(at url: URL, kind: SearchKind, identity: ExportFileIdentity) throws -> ImportWorkFile {
        if FileManager.default.fileExists(atPath: url.path) {
            if let resumed = try? ImportWorkFile(url: url, kind: kind), resumed.export.identity == identity { return resumed }
            remove(at: url)
        }
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        try queue.write { db in
            try SearchIndexBuilder.createImportTables(in: db)
            try db.execute(
                sql: """
                    CREATE TABLE import_progress (
                        kind INTEGER PRIMARY KEY NOT NULL,
                        file TEXT NOT NULL,
                        size INTEGER NOT NULL,
                        fingerprint TEXT NOT NULL,
                        lines INTEGER NOT NULL,
                        entries INTEGER NOT NULL,
                        skipped INTEGER NOT NULL,
                        position INTEGER NOT NULL DEFAULT 0,
                        read INTEGER NOT NULL DEFAULT 0
                    )
                    """)
            try ImportedExport(kind: kind, identity: identity).insert(into: db, table: "import_progress")
        }
        try queue.close()
        return try ImportWorkFile(url: url, kind: kind)
    }

    /// Removes the work file at `url` if it is the import of `identity`.
    static func discard(at url: URL, kind: SearchKind, ifFor identity: ExportFileIdentity) {
        guard FileManager.default.fileExists(atPath: url.path), let work = try? ImportWorkFile(url: url, kind: kind),
            work.export.identity == identity
        else { return }
        work.remove()
    }

    /// Removes the work file at `url` and its journal.
    static func remove(at url: URL) {
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.removeItem(atPath: url.path + "-journal")
    }

    private static var configuration: Configuration {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            // A process killed mid-batch loses the batch, which the journal rolls back; only a
            // crash of the system could lose more, and the import would then start again.
            try db.execute(sql: "PRAGMA synchronous = OFF")
        }
        return configuration
    }

    private init(url: URL, kind: SearchKind) throws {
        let queue = try DatabaseQueue(path: url.path, configuration: Self.configuration)
        let state = try queue.read { db -> (ImportedExport, Int, Bool)? in
            guard let export = try ImportedExport.fetch(kind: kind, from: db, table: "import_progress"),
                let row = try Row.fetchOne(db, sql: "SELECT position, read FROM import_progress")
            else { return nil }
            return (export, row[0], row[1])
        }
        guard let state else { throw SearchIndexFailure("\(url.path) is not an import's work file") }
        self.url = url
        self.queue = queue
        (export, position, isRead) = state
    }

    /// Adds a batch's titles and moves the position past it, in one transaction.
    func add(_ batch: TMDbExportBatch) throws {
        let kind = Int(EntryCode.bits(export.kind))
        var export = self.export
        export.lines += batch.lines
        export.entries += batch.entries.count
        export.skipped += batch.skippedLines
        try queue.write { db in
            // A later line with the same id replaces an earlier one, in a first run as in a resumed one.
            let titles = try PreparedInsert(
                db: db, sql: "INSERT OR REPLACE INTO imported_title (kind, id, name, popularity) VALUES (?, ?, ?, ?)")
            for entry in batch.entries { try titles.run(.integer(kind), .integer(entry.id), .text(entry.name), .real(entry.popularity)) }
            try export.insert(into: db, table: "import_progress")
            try db.execute(sql: "UPDATE import_progress SET position = ?", arguments: [batch.position])
        }
        self.export = export
        position = batch.position
    }

    /// Records that every line has been read.
    func markRead() throws {
        try queue.write { db in try db.execute(sql: "UPDATE import_progress SET read = 1") }
        isRead = true
    }

    /// Closes the file and removes it.
    func remove() {
        try? queue.close()
        Self.remove(at: url)
    }
}
