public import CoreDomain

/// An episode as its season lists it.
public struct TVEpisodeSummary: Sendable, Equatable, Codable {
    public let episodeNumber: Int
    public let name: String
    public let airDate: CalendarDate?

    public init(episodeNumber: Int, name: String, airDate: CalendarDate?) {
        self.episodeNumber = episodeNumber
        self.name = name
        self.airDate = airDate
    }
}
