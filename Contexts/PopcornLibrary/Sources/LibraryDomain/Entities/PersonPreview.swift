/// A person as the Library context knows it: what it needs of one, in its own terms. The
/// People context's own type never crosses into this one; an adapter outside maps it.
public struct PersonPreview: Sendable, Equatable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
