public import Foundation

/// Reads an export whole, an entry at a time (see `TMDbExportStream` to read it in batches and
/// to start again half-way).
public struct TMDbExportReader: Sendable {
    public init() {}

    /// Calls `body` with each entry of the export at `url`, in file order. A line that is not a
    /// JSON object with an id and a name is skipped and counted.
    public func read(_ url: URL, _ body: (TMDbExportEntry) -> Void) throws(TMDbExportError) -> TMDbExportSummary {
        let stream = try TMDbExportStream(url: url)
        var entries = 0
        var skipped = 0
        while let batch = try stream.next() {
            for entry in batch.entries { body(entry) }
            entries += batch.entries.count
            skipped += batch.skippedLines
        }
        return TMDbExportSummary(entries: entries, skippedLines: skipped)
    }
}
