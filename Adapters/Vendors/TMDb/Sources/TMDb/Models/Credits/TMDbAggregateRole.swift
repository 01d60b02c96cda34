/// One part a person played across a series, and in how many of its episodes.
public struct TMDbAggregateRole: Decodable, Sendable, Equatable {
    public let creditID: String?
    /// The part; TMDb sends "" when it has none, read here as nil.
    public var character: String? { characterText.nonBlank }
    public let episodeCount: Int?

    let characterText: String?

    enum CodingKeys: String, CodingKey {
        case creditID = "credit_id"
        case characterText = "character"
        case episodeCount = "episode_count"
    }
}
