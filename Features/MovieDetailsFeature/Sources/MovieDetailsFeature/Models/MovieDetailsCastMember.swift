/// An actor and the part they play, as the details screen lists them. `personID` is nil for a
/// name the catalogue holds without an id; `character` is nil when the source does not say.
public struct MovieDetailsCastMember: Sendable, Equatable, Codable {
    public let personID: Int?
    public let name: String
    public let character: String?

    public init(personID: Int?, name: String, character: String?) {
        self.personID = personID
        self.name = name
        self.character = character
    }

    private enum CodingKeys: String, CodingKey {
        case personID = "personId", name, character
    }

    /// Every key is always written; what is unknown is `null` (see docs/json.md).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(personID, forKey: .personID)
        try container.encode(name, forKey: .name)
        try container.encode(character, forKey: .character)
    }
}
