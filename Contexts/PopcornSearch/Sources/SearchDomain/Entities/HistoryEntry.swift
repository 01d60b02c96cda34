public import Foundation

/// One line of the history: what was opened, and when it was last opened.
public struct HistoryEntry: Sendable, Equatable, Codable {
    public let item: ViewedItem
    public let viewedAt: Date

    public init(item: ViewedItem, viewedAt: Date) {
        self.item = item
        self.viewedAt = viewedAt
    }
}
