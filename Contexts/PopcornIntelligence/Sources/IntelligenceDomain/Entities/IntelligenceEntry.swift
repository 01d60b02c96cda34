public import Foundation

/// One entry the Intelligence context keeps of its own: what it is about (the kind and id of
/// something another context owns, never a copy of it) and when it was saved.
public struct IntelligenceEntry: Sendable, Equatable, Codable {
    public let kind: IntelligenceKind
    public let id: Int
    public let savedAt: Date

    public init(kind: IntelligenceKind, id: Int, savedAt: Date) {
        self.kind = kind
        self.id = id
        self.savedAt = savedAt
    }
}
