/// A job behind the camera on one episode.
public struct TVEpisodeCrewMember: Sendable, Equatable, Codable {
    public let personID: Int?
    public let name: String
    public let job: String
    public let department: String?

    public init(personID: Int?, name: String, job: String, department: String?) {
        self.personID = personID
        self.name = name
        self.job = job
        self.department = department
    }
}
