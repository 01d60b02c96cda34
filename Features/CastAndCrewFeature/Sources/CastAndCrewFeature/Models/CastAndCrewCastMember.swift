public import Presentation

/// One actor and their part. `personID` is nil for a name held without an id.
public struct CastAndCrewCastMember: Sendable, Equatable, JSONRecord {
    public let personID: Int?
    public let name: String
    public let character: String?

    public init(personID: Int?, name: String, character: String?, episodeCount: Int? = nil, isMainCast: Bool? = nil) {
        self.episodeCount = episodeCount
        self.isMainCast = isMainCast
        self.personID = personID
        self.name = name
        self.character = character
    }

    /// For a series: of a main cast member, the source's count of their episodes; of a guest star,
    /// the episodes held that credit them; nil for a film, and where the source gives no count.
    public let episodeCount: Int?
    /// For a series, whether they are in its main cast (true) or a guest of the episodes held
    /// (false); nil for a film.
    public let isMainCast: Bool?

    public static let jsonKeys = ["personID": "personId"]
}
