public import CoreDomain

/// A TV series as Intelligence needs to talk about it: who created it, when it aired, and its
/// seasons in outline. Anything the catalogue does not know is nil (or empty).
public struct TVSeriesDetails: Sendable, Equatable {
    public let id: Int
    public let name: String
    public let firstAirDate: CalendarDate?
    public let lastAirDate: CalendarDate?
    public let creators: [PersonReference]
    public let genres: [String]
    public let rating: Rating?
    public let seasons: [SeasonSummary]
    public let episodeCount: Int?

    public init(
        id: Int, name: String, firstAirDate: CalendarDate? = nil, lastAirDate: CalendarDate? = nil,
        creators: [PersonReference] = [], genres: [String] = [], rating: Rating? = nil, seasons: [SeasonSummary] = [],
        episodeCount: Int? = nil
    ) {
        self.id = id
        self.name = name
        self.firstAirDate = firstAirDate
        self.lastAirDate = lastAirDate
        self.creators = creators
        self.genres = genres
        self.rating = rating
        self.seasons = seasons
        self.episodeCount = episodeCount
    }
}
