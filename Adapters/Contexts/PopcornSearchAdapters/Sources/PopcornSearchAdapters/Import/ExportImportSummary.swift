public import SearchDomain

/// What an import came to, for the whole file (an import resumed after an interruption counts
/// the lines the interrupted run read as well).
public struct ExportImportSummary: Sendable, Equatable {
    /// The kind the file's name gave.
    public let kind: SearchKind
    /// Lines of the file, blank ones aside.
    public let linesRead: Int
    /// Lines that gave an entry: an id and a name. (A title the catalogue holds keeps the
    /// catalogue's entry, and a later line with an id already seen replaces the earlier one.)
    public let entriesImported: Int
    /// Lines that were not JSON, or had no id or no name.
    public let linesSkipped: Int
    /// Lines an earlier, interrupted run had imported, which this run went past without reading
    /// them again; 0 when the import started from the beginning.
    public let resumedAfterLines: Int
    /// True when this very file was the last imported for its kind: the index was left as it was.
    public let wasAlreadyImported: Bool

    public init(
        kind: SearchKind, linesRead: Int, entriesImported: Int, linesSkipped: Int, resumedAfterLines: Int, wasAlreadyImported: Bool
    ) {
        self.kind = kind
        self.linesRead = linesRead
        self.entriesImported = entriesImported
        self.linesSkipped = linesSkipped
        self.resumedAfterLines = resumedAfterLines
        self.wasAlreadyImported = wasAlreadyImported
    }
}

extension ExportImportSummary {
    init(_ export: ImportedExport, resumedAfterLines: Int, wasAlreadyImported: Bool) {
        self.init(
            kind: export.kind, linesRead: export.lines, entriesImported: export.entries, linesSkipped: export.skipped,
            resumedAfterLines: resumedAfterLines, wasAlreadyImported: wasAlreadyImported)
    }
}
