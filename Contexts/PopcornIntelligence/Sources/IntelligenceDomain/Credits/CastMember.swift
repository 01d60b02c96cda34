/// A part in a title: who plays whom. `character` is nil where the catalogue does not name it.
public struct CastMember: Sendable, Equatable, Codable {
    public let personID: Int
    public let name: String
    public let character: String?

    public init(personID: Int, name: String, character: String? = nil) {
        self.personID = personID
        self.name = name
        self.character = character
    }
}
