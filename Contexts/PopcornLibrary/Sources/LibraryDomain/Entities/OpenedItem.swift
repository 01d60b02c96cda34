/// A film, a series or a person someone opened, as the history keeps it: its kind and id,
/// nothing more. What it is called is asked of its owner when the history is shown.
public struct OpenedItem: Sendable, Hashable, Codable {
    public let kind: OpenedKind
    public let id: Int

    public init(kind: OpenedKind, id: Int) {
        self.kind = kind
        self.id = id
    }
}
