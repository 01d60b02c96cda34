public import CoreDomain

/// A season as its series lists it.
public struct TVSeasonSummary: Sendable, Equatable, Codable {
    /// 0 holds specials; the seasons proper count from 1.
    public let seasonNumber: Int
    public let name: String
    public let airDate: CalendarDate?
    /// How many episodes the source says the season has.
    public let episodeCount: Int?
    /// When the count was taken ("2019-05"); nil where the source does not date it.
    public let figuresAsOf: String?
    /// The air date of its last episode that the source holds and that had aired when recorded;
    /// nil where the source gives none.
    public let lastAirDate: CalendarDate?

    public init(
        seasonNumber: Int, name: String, airDate: CalendarDate?, episodeCount: Int?, figuresAsOf: String? = nil,
        lastAirDate: CalendarDate? = nil
    ) {
        self.figuresAsOf = figuresAsOf
        self.lastAirDate = lastAirDate
        self.seasonNumber = seasonNumber
        self.name = name
        self.airDate = airDate
        self.episodeCount = episodeCount
    }
}
