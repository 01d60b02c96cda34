/// A job on a title: who did what, in the catalogue's words for jobs ("Director", "Screenplay",
/// "Original Music Composer", "Producer").
public struct CrewMember: Sendable, Equatable, Codable {
    public let personID: Int
    public let name: String
    public let job: String
    public let department: String?

    public init(personID: Int, name: String, job: String, department: String? = nil) {
        self.personID = personID
        self.name = name
        self.job = job
        self.department = department
    }
}
