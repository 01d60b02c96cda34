public import Presentation

/// A season as the series screen lists it.
public struct TVSeriesDetailsSeason: Sendable, Equatable, JSONRecord {
    public let seasonNumber: Int
    public let name: String
    public let airDate: String?
    public let episodeCount: Int?

    public init(seasonNumber: Int, name: String, airDate: String?, episodeCount: Int?) {
        self.seasonNumber = seasonNumber
        self.name = name
        self.airDate = airDate
        self.episodeCount = episodeCount
    }
}
