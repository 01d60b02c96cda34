public import CoreDomain

/// An episode as its season lists it.
public struct TVEpisodeSummary: Sendable, Equatable, Codable {
    public let episodeNumber: Int
    public let name: String
    public let airDate: CalendarDate?
    /// Nil when nobody has voted.
    public let rating: Rating?
    /// When the episode's record (its votes above all) was taken; nil where the source does not date it.
    public let figuresAsOf: String?

    public init(episodeNumber: Int, name: String, airDate: CalendarDate?, rating: Rating? = nil, figuresAsOf: String? = nil) {
        self.rating = rating
        self.figuresAsOf = figuresAsOf
        self.episodeNumber = episodeNumber
        self.name = name
        self.airDate = airDate
    }
}
