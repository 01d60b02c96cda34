/// A stretch of the history as it is stored, most recent first, and how long the whole history is.
public struct HistoryEntries: Sendable, Equatable {
    public let entries: [HistoryEntry]
    public let total: Int

    public init(entries: [HistoryEntry], total: Int) {
        self.entries = entries
        self.total = total
    }
}
