public import CoreDomain

/// One episode with the people the source credits on it.
public struct TVEpisode: Sendable, Equatable, Codable {
    public let seriesID: TVSeries.ID
    public let seriesName: String
    public let seasonNumber: Int
    public let episodeNumber: Int
    /// How many episodes its season has, for the links to the next and previous one.
    public let seasonEpisodeCount: Int?
    public let name: String
    public let airDate: CalendarDate?
    public let rating: Rating?
    /// When the rating was taken ("2020"), since it changes.
    public let figuresAsOf: String?
    /// In billing order.
    public let guestStars: [TVGuestStar]
    public let crew: [TVEpisodeCrewMember]

    public init(
        seriesID: TVSeries.ID, seriesName: String, seasonNumber: Int, episodeNumber: Int, seasonEpisodeCount: Int?, name: String,
        airDate: CalendarDate?, rating: Rating?, figuresAsOf: String?, guestStars: [TVGuestStar], crew: [TVEpisodeCrewMember]
    ) {
        self.seriesID = seriesID
        self.seriesName = seriesName
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
        self.seasonEpisodeCount = seasonEpisodeCount
        self.name = name
        self.airDate = airDate
        self.rating = rating
        self.figuresAsOf = figuresAsOf
        self.guestStars = guestStars
        self.crew = crew
    }
}
