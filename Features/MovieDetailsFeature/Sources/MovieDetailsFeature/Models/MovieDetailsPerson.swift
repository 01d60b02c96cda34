/// Someone the details screen names: with their id where the catalogue has one.
public struct MovieDetailsPerson: Sendable, Equatable, Codable {
    public let personID: Int?
    public let name: String

    public init(personID: Int?, name: String) {
        self.personID = personID
        self.name = name
    }

    private enum CodingKeys: String, CodingKey {
        case personID = "personId", name
    }

    /// Every key is always written; what is unknown is `null` (see docs/json.md).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(personID, forKey: .personID)
        try container.encode(name, forKey: .name)
    }
}
