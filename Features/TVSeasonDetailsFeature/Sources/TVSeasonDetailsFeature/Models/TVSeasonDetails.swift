public import Presentation

/// What the season screen shows, in the screen's own terms.
public struct TVSeasonDetails: Sendable, Equatable, JSONRecord {
    public let seriesID: Int
    public let seriesName: String
    public let seasonNumber: Int
    public let name: String
    /// "yyyy-mm-dd".
    public let airDate: String?
    /// How many episodes the source says the season has.
    public let episodeCount: Int?
    /// When the count was taken ("2026-08"); nil where the source does not date it.
    public let episodeCountAsOf: String?
    /// The episodes the catalogue holds, in order; empty when it holds no episode list.
    public let episodes: [TVSeasonDetailsEpisode]

    public static let jsonKeys = ["seriesID": "seriesId"]

    public init(
        seriesID: Int, seriesName: String, seasonNumber: Int, name: String, airDate: String?, episodeCount: Int?,
        episodeCountAsOf: String? = nil, episodes: [TVSeasonDetailsEpisode]
    ) {
        self.seriesID = seriesID
        self.seriesName = seriesName
        self.seasonNumber = seasonNumber
        self.name = name
        self.airDate = airDate
        self.episodeCount = episodeCount
        self.episodeCountAsOf = episodeCountAsOf
        self.episodes = episodes
    }
}
