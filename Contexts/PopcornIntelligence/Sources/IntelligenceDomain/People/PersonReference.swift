/// A person named by a title (a director, a creator): the id the People context gives them and
/// their name.
public struct PersonReference: Sendable, Hashable, Codable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
