/// An actor's part in a movie.
public struct CastMember: Sendable, Equatable, Codable {
    /// Nil for a name the source gives without an id.
    public let personID: Int?
    public let name: String
    /// Nil when the source does not say.
    public let character: String?
    /// Billing position; 0 is top billed.
    public let order: Int

    public init(personID: Int?, name: String, character: String?, order: Int) {
        self.personID = personID
        self.name = name
        self.character = character
        self.order = order
    }
}
