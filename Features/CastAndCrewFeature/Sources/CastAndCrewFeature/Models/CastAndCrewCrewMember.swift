public import Presentation

/// One job behind the camera. `personID` is nil for a name held without an id.
public struct CastAndCrewCrewMember: Sendable, Equatable, JSONRecord {
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

    public static let jsonKeys = ["personID": "personId"]
}
