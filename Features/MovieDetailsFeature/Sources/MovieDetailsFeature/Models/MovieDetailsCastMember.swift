public import Presentation

/// An actor and the part they play, as the details screen lists them. `personID` is nil for a
/// name the catalogue holds without an id; `character` is nil when the source does not say.
public struct MovieDetailsCastMember: Sendable, Equatable, JSONRecord {
    public let personID: Int?
    public let name: String
    public let character: String?

    public init(personID: Int?, name: String, character: String?) {
        self.personID = personID
        self.name = name
        self.character = character
    }

    public static let jsonKeys = ["personID": "personId"]
}
