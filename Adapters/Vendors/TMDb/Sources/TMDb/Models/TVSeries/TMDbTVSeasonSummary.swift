/// A season as a series' details list it, without its episodes.
public struct TMDbTVSeasonSummary: Decodable, Sendable, Equatable {
    /// The season's own id, not its number.
    public let id: Int
    public let name: String
    /// 0 for specials, then 1, 2, …
    public let seasonNumber: Int
    public let episodeCount: Int?
    /// "YYYY-MM-DD", or nil when TMDb does not know (it sends "" or null).
    public var airDate: String? { airDateText.nonBlank }
    /// TMDb sends "" when it has no overview, read here as nil.
    public var overview: String? { overviewText.nonBlank }
    public let posterPath: String?
    /// The mean of the votes, from 0 to 10.
    public let voteAverage: Double?

    let airDateText: String?
    let overviewText: String?

    enum CodingKeys: String, CodingKey {
        case id, name
        case seasonNumber = "season_number"
        case episodeCount = "episode_count"
        case airDateText = "air_date"
        case overviewText = "overview"
        case posterPath = "poster_path"
        case voteAverage = "vote_average"
    }
}
