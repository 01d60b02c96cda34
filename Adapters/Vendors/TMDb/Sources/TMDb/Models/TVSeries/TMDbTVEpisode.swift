/// One episode: from `/tv/{id}/season/{n}/episode/{m}` with its credits appended, inside a season's
/// answer, or as a series' last or next episode to air (where crew and guest stars are left out,
/// and read as empty).
public struct TMDbTVEpisode: Decodable, Sendable, Equatable {
    /// The episode's own id, not its number.
    public let id: Int
    public let name: String
    public let seasonNumber: Int
    public let episodeNumber: Int
    /// "YYYY-MM-DD", or nil when TMDb does not know (it sends "" or null).
    public var airDate: String? { airDateText.nonBlank }
    /// TMDb sends "" when it has no overview, read here as nil.
    public var overview: String? { overviewText.nonBlank }
    /// Minutes.
    public let runtime: Int?
    /// TMDb sends "" when it has none, read here as nil.
    public var productionCode: String? { productionCodeText.nonBlank }
    /// "standard", "finale", "mid_season", …
    public let episodeType: String?
    public let stillPath: String?
    /// The series' id.
    public let showID: Int?
    /// The mean of the votes, from 0 to 10.
    public let voteAverage: Double?
    public let voteCount: Int?
    public let crew: [TMDbCrewMember]
    public let guestStars: [TMDbCastMember]
    /// Appended with `append_to_response=credits`: the series' regular cast as well as the guests.
    public let credits: TMDbCredits?

    let airDateText: String?
    let overviewText: String?
    let productionCodeText: String?

    enum CodingKeys: String, CodingKey {
        case id, name, runtime, crew, credits
        case seasonNumber = "season_number"
        case episodeNumber = "episode_number"
        case airDateText = "air_date"
        case overviewText = "overview"
        case productionCodeText = "production_code"
        case episodeType = "episode_type"
        case stillPath = "still_path"
        case showID = "show_id"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
        case guestStars = "guest_stars"
    }
}
