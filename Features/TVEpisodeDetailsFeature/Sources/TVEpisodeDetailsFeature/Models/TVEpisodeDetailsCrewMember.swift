public import Presentation

/// A job behind the camera on the episode.
public struct TVEpisodeDetailsCrewMember: Sendable, Equatable, JSONRecord {
    public let personID: Int?
    public let name: String
    public let job: String
    public let department: String?

    public static let jsonKeys = ["personID": "personId"]

    public init(personID: Int?, name: String, job: String, department: String?) {
        self.personID = personID
        self.name = name
        self.job = job
        self.department = department
    }
}
