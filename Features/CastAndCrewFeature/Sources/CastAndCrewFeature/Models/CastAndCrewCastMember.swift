public struct CastAndCrewCastMember: Sendable, Equatable, Codable {
    public let personID: Int
    public let name: String
    public let character: String

    public init(personID: Int, name: String, character: String) {
        self.personID = personID
        self.name = name
        self.character = character
    }

    private enum CodingKeys: String, CodingKey {
        case personID = "personId", name, character
    }
}
