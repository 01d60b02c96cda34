/// A line of the history as it is shown: the entry, and what is known of it today.
public struct HistoryItem: Sendable, Equatable {
    public let entry: HistoryEntry
    public let recollection: Recollection

    public init(entry: HistoryEntry, recollection: Recollection) {
        self.entry = entry
        self.recollection = recollection
    }
}
