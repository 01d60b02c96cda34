public import Presentation

/// One episode as the season screen lists it.
public struct TVSeasonDetailsEpisode: Sendable, Equatable, JSONRecord {
    public let episodeNumber: Int
    public let name: String
    /// "yyyy-mm-dd".
    public let airDate: String?
    /// Both nil when no vote is recorded.
    public let voteAverage: Double?
    public let voteCount: Int?
    /// When the rating was taken ("2020"); nil where the source does not date it.
    public let figuresAsOf: String?

    public init(
        episodeNumber: Int, name: String, airDate: String?, voteAverage: Double? = nil, voteCount: Int? = nil,
        figuresAsOf: String? = nil
    ) {
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.figuresAsOf = figuresAsOf
        self.episodeNumber = episodeNumber
        self.name = name
        self.airDate = airDate
    }
}
