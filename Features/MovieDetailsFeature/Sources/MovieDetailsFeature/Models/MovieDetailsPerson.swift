/// Someone the details screen names and links to.
public struct MovieDetailsPerson: Sendable, Equatable, Codable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
