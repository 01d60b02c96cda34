public import Foundation

/// One line of the history: what was opened, and when it was last opened.
public struct OpenedEntry: Sendable, Hashable, Codable {
    public let item: OpenedItem
    public let openedAt: Date

    public init(item: OpenedItem, openedAt: Date) {
        self.item = item
        self.openedAt = openedAt
    }
}
