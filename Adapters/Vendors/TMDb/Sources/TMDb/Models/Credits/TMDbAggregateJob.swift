/// One job a person did across a series, and on how many of its episodes.
public struct TMDbAggregateJob: Decodable, Sendable, Equatable {
    public let creditID: String?
    public let job: String?
    public let episodeCount: Int?

    enum CodingKeys: String, CodingKey {
        case job
        case creditID = "credit_id"
        case episodeCount = "episode_count"
    }
}
