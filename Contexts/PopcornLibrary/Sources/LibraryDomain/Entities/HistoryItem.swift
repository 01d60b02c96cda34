/// A line of the history as it is shown: the entry, and what it is today.
public struct HistoryItem: Sendable, Equatable {
    public let entry: OpenedEntry
    public let recollection: Recollection

    public init(entry: OpenedEntry, recollection: Recollection) {
        self.entry = entry
        self.recollection = recollection
    }
}
