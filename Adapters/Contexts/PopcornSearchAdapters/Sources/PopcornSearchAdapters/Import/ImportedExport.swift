import GRDB
import SearchDomain

/// An export whose titles are in the index (or on their way there): which file it was, and what
/// its lines came to. The index keeps one a kind, beside the titles, in `imported_export`.
struct ImportedExport: Sendable, Equatable {
    let kind: SearchKind
    let identity: ExportFileIdentity
    /// Lines read, blank ones aside.
    var lines: Int
    /// Lines that gave an entry.
    var entries: Int
    /// Lines that did not (not JSON, no id, no name).
    var skipped: Int

    init(kind: SearchKind, identity: ExportFileIdentity, lines: Int = 0, entries: Int = 0, skipped: Int = 0) {
        self.kind = kind
        self.identity = identity
        self.lines = lines
        self.entries = entries
        self.skipped = skipped
    }

    /// The export of `kind` recorded in `table` (`imported_export` in an index), if any.
    static func fetch(kind: SearchKind, from db: Database, table: String = "imported_export") throws -> ImportedExport? {
        guard
            let row = try Row.fetchOne(
                db, sql: "SELECT file, size, fingerprint, lines, entries, skipped FROM \(table) WHERE kind = ?",
                arguments: [Int(EntryCode.bits(kind))])
        else { return nil }
        return ImportedExport(
            kind: kind, identity: ExportFileIdentity(fileName: row[0], size: row[1], fingerprint: row[2]), lines: row[3], entries: row[4],
            skipped: row[5])
    }

    /// Records the export in `table`, in place of the kind's earlier one.
    func insert(into db: Database, table: String) throws {
        try db.execute(
            sql: "INSERT OR REPLACE INTO \(table) (kind, file, size, fingerprint, lines, entries, skipped) VALUES (?, ?, ?, ?, ?, ?, ?)",
            arguments: [Int(EntryCode.bits(kind)), identity.fileName, identity.size, identity.fingerprint, lines, entries, skipped])
    }
}
