/// Someone credited with creating a series.
public struct TVCreator: Sendable, Equatable, Codable {
    /// Nil for a name the source gives without an id.
    public let personID: Int?
    public let name: String

    public init(personID: Int?, name: String) {
        self.personID = personID
        self.name = name
    }
}
