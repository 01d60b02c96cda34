/// What reading an export came to: the entries read, and the lines skipped as unreadable.
public struct TMDbExportSummary: Sendable, Equatable {
    public let entries: Int
    public let skippedLines: Int

    public init(entries: Int, skippedLines: Int) {
        self.entries = entries
        self.skippedLines = skippedLines
    }
}
