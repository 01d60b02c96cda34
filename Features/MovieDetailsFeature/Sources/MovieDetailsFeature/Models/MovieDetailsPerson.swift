/// Someone the details screen names and links to.
public struct MovieDetailsPerson: Sendable, Equatable, Codable {
    public let personID: Int
    public let name: String

    public init(personID: Int, name: String) {
        self.personID = personID
        self.name = name
    }

    private enum CodingKeys: String, CodingKey {
        case personID = "personId", name
    }
}
