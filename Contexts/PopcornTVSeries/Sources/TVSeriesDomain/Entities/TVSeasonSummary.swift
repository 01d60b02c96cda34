public import CoreDomain

/// A season as its series lists it.
public struct TVSeasonSummary: Sendable, Equatable, Codable {
    /// 0 holds specials; the seasons proper count from 1.
    public let seasonNumber: Int
    public let name: String
    public let airDate: CalendarDate?
    /// How many episodes the source says the season has.
    public let episodeCount: Int?

    public init(seasonNumber: Int, name: String, airDate: CalendarDate?, episodeCount: Int?) {
        self.seasonNumber = seasonNumber
        self.name = name
        self.airDate = airDate
        self.episodeCount = episodeCount
    }
}
