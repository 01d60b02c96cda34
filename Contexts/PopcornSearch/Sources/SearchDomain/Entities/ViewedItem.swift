/// A movie, a series or a person someone opened, as the history keeps it: what it is and its
/// id, nothing more. Its name is looked up when the history is shown, so it is always current.
public struct ViewedItem: Sendable, Hashable, Codable {
    public let kind: SearchKind
    public let id: Int

    public init(kind: SearchKind, id: Int) {
        self.kind = kind
        self.id = id
    }
}
