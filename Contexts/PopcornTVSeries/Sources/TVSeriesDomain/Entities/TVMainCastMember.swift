/// One of a series' main cast, as a source records it for the whole series.
public struct TVMainCastMember: Sendable, Equatable {
    public let personID: Int
    public let name: String
    public let character: String?
    /// The source's count of the episodes they are in; nil where it gives none.
    public let episodeCount: Int?

    public init(personID: Int, name: String, character: String?, episodeCount: Int?) {
        self.personID = personID
        self.name = name
        self.character = character
        self.episodeCount = episodeCount
    }
}
