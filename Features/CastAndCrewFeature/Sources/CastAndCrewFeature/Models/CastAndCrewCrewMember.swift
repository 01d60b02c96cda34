/// One job behind the camera. `personID` is nil for a name held without an id.
public struct CastAndCrewCrewMember: Sendable, Equatable, Codable {
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

    private enum CodingKeys: String, CodingKey {
        case personID = "personId", name, job, department
    }

    /// Every key is always written; what is unknown is `null` (see docs/json.md).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(personID, forKey: .personID)
        try container.encode(name, forKey: .name)
        try container.encode(job, forKey: .job)
        try container.encode(department, forKey: .department)
    }
}
