/// A person's job behind the camera on a movie. One person may hold several jobs, one entry each.
public struct CrewMember: Sendable, Equatable, Codable {
    /// Nil for a name the source gives without an id.
    public let personID: Int?
    public let name: String
    public let job: String
    /// Nil when the source does not say.
    public let department: String?

    public init(personID: Int?, name: String, job: String, department: String?) {
        self.personID = personID
        self.name = name
        self.job = job
        self.department = department
    }

    public var isDirector: Bool { job == "Director" }
}
