public import Presentation

/// One job behind the camera. `personID` is nil for a name held without an id.
public struct CastAndCrewCrewMember: Sendable, Equatable, JSONRecord {
    public let personID: Int?
    public let name: String
    public let job: String
    public let department: String?

    public init(personID: Int?, name: String, job: String, department: String?, episodeCount: Int? = nil) {
        self.episodeCount = episodeCount
        self.personID = personID
        self.name = name
        self.job = job
        self.department = department
    }

    /// For a series, the episodes (of those held) the person is credited on; nil for a film.
    public let episodeCount: Int?

    public static let jsonKeys = ["personID": "personId"]
}
