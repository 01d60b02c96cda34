/// An actor appearing in one episode.
public struct TVGuestStar: Sendable, Equatable, Codable {
    /// Nil for a name the source gives without an id.
    public let personID: Int?
    public let name: String
    public let character: String?

    public init(personID: Int?, name: String, character: String?) {
        self.personID = personID
        self.name = name
        self.character = character
    }
}
