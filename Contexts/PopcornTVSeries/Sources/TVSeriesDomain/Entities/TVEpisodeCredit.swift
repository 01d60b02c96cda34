/// One credit on one episode, as a source lists it before it is aggregated over the series: an
/// actor with the character played, or a crew member with the job and department.
public struct TVEpisodeCredit: Sendable, Equatable {
    public let seasonNumber: Int
    public let episodeNumber: Int
    /// Nil for a name the source gives without an id.
    public let personID: Int?
    public let name: String
    /// The character for an actor, the job for a crew member; nil when the source does not say.
    public let role: String?
    /// Nil for an actor, and for a crew member whose department the source does not say.
    public let department: String?

    public init(seasonNumber: Int, episodeNumber: Int, personID: Int?, name: String, role: String?, department: String?) {
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
        self.personID = personID
        self.name = name
        self.role = role
        self.department = department
    }
}
