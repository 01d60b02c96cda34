/// A stretch of the history as it is stored, most recently opened first, and how long the whole
/// history is.
public struct OpenedEntries: Sendable, Equatable {
    public let entries: [OpenedEntry]
    public let total: Int

    public init(entries: [OpenedEntry], total: Int) {
        self.entries = entries
        self.total = total
    }
}
