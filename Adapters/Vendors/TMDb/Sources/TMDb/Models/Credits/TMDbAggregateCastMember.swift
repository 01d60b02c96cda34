/// A person in the cast of any episode of a series, with every part they played in it.
public struct TMDbAggregateCastMember: Decodable, Sendable, Equatable {
    /// The person's id.
    public let id: Int
    public let name: String
    public let originalName: String?
    public let roles: [TMDbAggregateRole]
    /// The episodes they appear in, all parts together.
    public let totalEpisodeCount: Int?
    public let order: Int?
    /// 0 not set, 1 female, 2 male, 3 non-binary.
    public let gender: Int?
    public let knownForDepartment: String?
    public let profilePath: String?
    public let popularity: Double?
    public let adult: Bool?

    enum CodingKeys: String, CodingKey {
        case id, name, roles, order, gender, popularity, adult
        case originalName = "original_name"
        case totalEpisodeCount = "total_episode_count"
        case knownForDepartment = "known_for_department"
        case profilePath = "profile_path"
    }
}
