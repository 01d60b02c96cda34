/// A genre as the catalogues classify titles: an id that stays stable across languages, and its display name.
public struct Genre: Sendable, Hashable, Codable, Identifiable {
    public typealias ID = Int

    public let id: ID
    public let name: String

    public init(id: ID, name: String) {
        self.id = id
        self.name = name
    }
}
