public import CoreDomain

/// One season of a series with the episodes the catalogue holds of it.
public struct TVSeason: Sendable, Equatable, Codable {
    public let seriesID: TVSeries.ID
    public let seriesName: String
    public let seasonNumber: Int
    public let name: String
    public let airDate: CalendarDate?
    /// How many episodes the source says the season has.
    public let episodeCount: Int?
    /// When the count was taken ("2019-05"); a season only a later record holds is dated by it.
    public let figuresAsOf: String?
    /// The episodes held, in order; empty when the catalogue holds no episode list for the season.
    public let episodes: [TVEpisodeSummary]

    public init(
        seriesID: TVSeries.ID, seriesName: String, seasonNumber: Int, name: String, airDate: CalendarDate?, episodeCount: Int?,
        figuresAsOf: String? = nil, episodes: [TVEpisodeSummary]
    ) {
        self.figuresAsOf = figuresAsOf
        self.seriesID = seriesID
        self.seriesName = seriesName
        self.seasonNumber = seasonNumber
        self.name = name
        self.airDate = airDate
        self.episodeCount = episodeCount
        self.episodes = episodes
    }
}
