/// One thing a person did on a title: a part they played, or a job behind the camera.
public struct PersonCredit: Sendable, Equatable, Codable {
    public enum Role: Sendable, Equatable, Codable {
        /// A part; nil when the source does not name the character.
        case cast(character: String?)
        /// A job, in a department ("Directing", "Sound"); nil when the source does not say.
        case crew(job: String, department: String?)
    }

    public let title: CreditedTitle
    public let role: Role
    /// For a series: the episodes the credit covers, as the source counts them; nil for a film,
    /// and where the source does not say.
    public let episodeCount: Int?
    /// What `episodeCount` counts: TMDb's recorded figure for a series' main cast, or the episodes
    /// the catalogue holds that credit them.
    public let episodeCountBasis: EpisodeCountBasis?

    public init(title: CreditedTitle, role: Role, episodeCount: Int? = nil, episodeCountBasis: EpisodeCountBasis? = nil) {
        self.title = title
        self.role = role
        self.episodeCount = episodeCount
        self.episodeCountBasis = episodeCountBasis
    }

    /// The department the credit counts in: "Acting" for a part.
    public var department: String? {
        switch role {
        case .cast: PersonCredits.acting
        case .crew(_, let department): department
        }
    }
}
