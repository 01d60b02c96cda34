public import Presentation

/// A season as the series screen lists it.
public struct TVSeriesDetailsSeason: Sendable, Equatable, JSONRecord {
    public let seasonNumber: Int
    public let name: String
    public let airDate: String?
    public let episodeCount: Int?
    /// When the count was taken ("2026-08"); nil where the source does not date it.
    public let episodeCountAsOf: String?
    /// The air date of the season's last episode held that had aired when it was recorded; nil
    /// where no episode of it is held.
    public let lastAirDate: String?

    public init(
        seasonNumber: Int, name: String, airDate: String?, episodeCount: Int?, episodeCountAsOf: String? = nil, lastAirDate: String? = nil
    ) {
        self.episodeCountAsOf = episodeCountAsOf
        self.lastAirDate = lastAirDate
        self.seasonNumber = seasonNumber
        self.name = name
        self.airDate = airDate
        self.episodeCount = episodeCount
    }
}
