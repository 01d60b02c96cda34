/// One actor over a series: the parts they played, and how many episodes the count is of. A main
/// cast member's count is the source's for the whole series; a guest star's is of the episodes held
/// that credit them.
public struct TVSeriesCastCredit: Sendable, Equatable, Codable {
    public let personID: Int?
    public let name: String
    public let characters: [String]
    /// Nil where the source gives no count.
    public let episodeCount: Int?
    /// Whether they are in the main cast rather than a guest of the episodes held.
    public let isMainCast: Bool

    public init(personID: Int?, name: String, characters: [String], episodeCount: Int?, isMainCast: Bool = false) {
        self.personID = personID
        self.name = name
        self.characters = characters
        self.episodeCount = episodeCount
        self.isMainCast = isMainCast
    }
}
