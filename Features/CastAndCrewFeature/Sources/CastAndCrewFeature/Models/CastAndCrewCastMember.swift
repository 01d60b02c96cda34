public import Presentation

/// One actor and their part. `personID` is nil for a name held without an id.
public struct CastAndCrewCastMember: Sendable, Equatable, JSONRecord {
    public let personID: Int?
    public let name: String
    public let character: String?

    public init(personID: Int?, name: String, character: String?, episodeCount: Int? = nil) {
        self.episodeCount = episodeCount
        self.personID = personID
        self.name = name
        self.character = character
    }

    /// For a series, the episodes (of those held) the person is credited on; nil for a film.
    public let episodeCount: Int?

    public static let jsonKeys = ["personID": "personId"]
}
