public import Presentation

/// An actor appearing in the episode.
public struct TVEpisodeDetailsGuestStar: Sendable, Equatable, JSONRecord {
    public let personID: Int?
    public let name: String
    public let character: String?

    public static let jsonKeys = ["personID": "personId"]

    public init(personID: Int?, name: String, character: String?) {
        self.personID = personID
        self.name = name
        self.character = character
    }
}
