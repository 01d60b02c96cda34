public import Presentation

/// The film or the series a chat is about.
public struct ChatTitle: Sendable, Equatable, Encodable {
    /// `movie` or `tv`.
    public let kind: ItemKind
    public let id: Int

    public init(kind: ItemKind, id: Int) {
        self.kind = kind
        self.id = id
    }
}
