/// The lines a `TMDbExportStream` read in one step: the entries they held, how many lines there
/// were and how many of them were skipped, and where the stream stands after them.
public struct TMDbExportBatch: Sendable, Equatable {
    /// The entries of the batch's readable lines, in file order.
    public let entries: [TMDbExportEntry]
    /// Lines read, blank ones aside: `entries.count + skippedLines`.
    public let lines: Int
    /// Lines that were not a JSON object with an id and a name.
    public let skippedLines: Int
    /// Lines of the file behind the stream after this batch, blank ones included: what a later
    /// stream passes to `skip(lines:)` to go on from here.
    public let position: Int
    /// Bytes of the (compressed) file read so far.
    public let bytesRead: Int

    public init(entries: [TMDbExportEntry], lines: Int, skippedLines: Int, position: Int, bytesRead: Int) {
        self.entries = entries
        self.lines = lines
        self.skippedLines = skippedLines
        self.position = position
        self.bytesRead = bytesRead
    }
}
