/// A person as the People context knows it.
public struct Person: Sendable, Equatable, Codable, Identifiable {
    public typealias ID = Int

    public let id: ID
    public let name: String

    public init(id: ID, name: String) {
        self.id = id
        self.name = name
    }
}
