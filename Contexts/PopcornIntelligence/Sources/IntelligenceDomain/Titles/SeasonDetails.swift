public import CoreDomain

/// One season of a series with its episodes.
public struct SeasonDetails: Sendable, Equatable, Codable {
    public let seriesID: Int
    public let number: Int
    public let name: String?
    public let airDate: CalendarDate?
    public let episodes: [EpisodeSummary]

    public init(seriesID: Int, number: Int, name: String? = nil, airDate: CalendarDate? = nil, episodes: [EpisodeSummary] = []) {
        self.seriesID = seriesID
        self.number = number
        self.name = name
        self.airDate = airDate
        self.episodes = episodes
    }
}
