/// One season of a series with all its episodes, from `/tv/{id}/season/{n}`, with the season's
/// credits appended when they were asked for.
public struct TMDbTVSeason: Decodable, Sendable, Equatable {
    /// The season's own id, not its number.
    public let id: Int
    public let name: String
    /// 0 for specials, then 1, 2, …
    public let seasonNumber: Int
    /// "YYYY-MM-DD", or nil when TMDb does not know (it sends "" or null).
    public var airDate: String? { airDateText.nonBlank }
    /// TMDb sends "" when it has no overview, read here as nil.
    public var overview: String? { overviewText.nonBlank }
    public let posterPath: String?
    /// The mean of the votes, from 0 to 10.
    public let voteAverage: Double?
    public let episodes: [TMDbTVEpisode]
    /// Appended with `append_to_response=credits`.
    public let credits: TMDbCredits?

    let airDateText: String?
    let overviewText: String?

    enum CodingKeys: String, CodingKey {
        case id, name, episodes, credits
        case seasonNumber = "season_number"
        case airDateText = "air_date"
        case overviewText = "overview"
        case posterPath = "poster_path"
        case voteAverage = "vote_average"
    }
}
