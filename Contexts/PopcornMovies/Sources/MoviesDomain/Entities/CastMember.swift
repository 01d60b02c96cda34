/// An actor's part in a movie.
public struct CastMember: Sendable, Equatable, Codable {
    public let personID: Int
    public let name: String
    public let character: String
    /// Billing position; 0 is top billed.
    public let order: Int

    public init(personID: Int, name: String, character: String, order: Int) {
        self.personID = personID
        self.name = name
        self.character = character
        self.order = order
    }
}
