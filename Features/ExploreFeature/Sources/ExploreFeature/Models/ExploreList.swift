public import Presentation

/// A whole list a section leads to: which kind, which list, and over which window for a trending one.
public struct ExploreList: Sendable, Hashable, JSONRecord {
    public let kind: ItemKind
    public let name: ExploreListName
    /// `day` or `week` for a trending list counted over one; nil for the source's own choice.
    public let window: String?

    public init(_ name: ExploreListName, of kind: ItemKind, window: String? = nil) {
        self.kind = kind
        self.name = name
        self.window = window
    }
}
