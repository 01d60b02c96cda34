/// A person in the crew of any episode of a series, with every job they did on it.
public struct TMDbAggregateCrewMember: Decodable, Sendable, Equatable {
    /// The person's id.
    public let id: Int
    public let name: String
    public let originalName: String?
    public let department: String?
    public let jobs: [TMDbAggregateJob]
    /// The episodes they worked on, all jobs together.
    public let totalEpisodeCount: Int?
    /// 0 not set, 1 female, 2 male, 3 non-binary.
    public let gender: Int?
    public let knownForDepartment: String?
    public let profilePath: String?
    public let popularity: Double?
    public let adult: Bool?

    enum CodingKeys: String, CodingKey {
        case id, name, department, jobs, gender, popularity, adult
        case originalName = "original_name"
        case totalEpisodeCount = "total_episode_count"
        case knownForDepartment = "known_for_department"
        case profilePath = "profile_path"
    }
}
