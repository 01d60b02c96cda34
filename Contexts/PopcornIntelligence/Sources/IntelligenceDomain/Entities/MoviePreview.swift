/// A movie as the Intelligence context knows it: what it needs of one, in its own terms. The
/// Movies context's own type never crosses into this one; an adapter outside maps it.
public struct MoviePreview: Sendable, Equatable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
