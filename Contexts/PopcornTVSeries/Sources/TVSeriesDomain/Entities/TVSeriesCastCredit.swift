/// One actor over a series: the parts they played and in how many of the episodes held.
public struct TVSeriesCastCredit: Sendable, Equatable, Codable {
    public let personID: Int?
    public let name: String
    public let characters: [String]
    public let episodeCount: Int

    public init(personID: Int?, name: String, characters: [String], episodeCount: Int) {
        self.personID = personID
        self.name = name
        self.characters = characters
        self.episodeCount = episodeCount
    }
}
