/// Which title something is about: its kind and the id its owning context gives it. A reference
/// never copies the title; the providers say what it is today.
public struct TitleReference: Sendable, Hashable, Codable {
    public let kind: TitleKind
    public let id: Int

    public init(kind: TitleKind, id: Int) {
        self.kind = kind
        self.id = id
    }
}
