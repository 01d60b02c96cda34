public import Presentation

/// A movie as one row of a list.
public struct MovieListItem: Sendable, Equatable, JSONRecord {
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
}
