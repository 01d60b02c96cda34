/// One person behind the camera over a series: their jobs and in how many of the episodes held;
/// a creator counts with the job "Creator" and no episode count (nil: creating is no episode's work).
public struct TVSeriesCrewCredit: Sendable, Equatable, Codable {
    public let personID: Int?
    public let name: String
    public let department: String?
    public let jobs: [String]
    public let episodeCount: Int?

    public init(personID: Int?, name: String, department: String?, jobs: [String], episodeCount: Int?) {
        self.personID = personID
        self.name = name
        self.department = department
        self.jobs = jobs
        self.episodeCount = episodeCount
    }
}
