public import Presentation

/// One episode as the season screen lists it.
public struct TVSeasonDetailsEpisode: Sendable, Equatable, JSONRecord {
    public let episodeNumber: Int
    public let name: String
    /// "yyyy-mm-dd".
    public let airDate: String?

    public init(episodeNumber: Int, name: String, airDate: String?) {
        self.episodeNumber = episodeNumber
        self.name = name
        self.airDate = airDate
    }
}
