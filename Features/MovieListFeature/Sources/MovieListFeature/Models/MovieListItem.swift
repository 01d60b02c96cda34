/// A movie as one row of a list.
public struct MovieListItem: Sendable, Equatable, Codable {
    public let id: Int
    public let title: String
    /// "yyyy-mm-dd".
    public let releaseDate: String?
    /// Both nil when nobody has voted.
    public let voteAverage: Double?
    public let voteCount: Int?
    public let overview: String?

    public init(id: Int, title: String, releaseDate: String?, voteAverage: Double?, voteCount: Int?, overview: String?) {
        self.id = id
        self.title = title
        self.releaseDate = releaseDate
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.overview = overview
    }

    /// The year of release, read from `releaseDate`.
    public var year: Int? {
        releaseDate.flatMap { Int($0.prefix(4)) }
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, releaseDate, voteAverage, voteCount, overview
    }

    /// Every key is always written; what is unknown is `null` (see docs/json.md).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(releaseDate, forKey: .releaseDate)
        try container.encode(voteAverage, forKey: .voteAverage)
        try container.encode(voteCount, forKey: .voteCount)
        try container.encode(overview, forKey: .overview)
    }
}
