public import Presentation

/// What the episode screen shows, in the screen's own terms.
public struct TVEpisodeDetails: Sendable, Equatable, JSONRecord {
    public let seriesID: Int
    public let seriesName: String
    public let seasonNumber: Int
    public let episodeNumber: Int
    /// How many episodes its season has, where known.
    public let seasonEpisodeCount: Int?
    public let name: String
    /// "yyyy-mm-dd".
    public let airDate: String?
    /// Both nil when no vote is recorded.
    public let voteAverage: Double?
    public let voteCount: Int?
    /// When the rating was taken ("2020").
    public let figuresAsOf: String?
    /// In billing order.
    public let guestStars: [TVEpisodeDetailsGuestStar]
    public let crew: [TVEpisodeDetailsCrewMember]

    public static let jsonKeys = ["seriesID": "seriesId"]

    public init(
        seriesID: Int, seriesName: String, seasonNumber: Int, episodeNumber: Int, seasonEpisodeCount: Int?, name: String,
        airDate: String?, voteAverage: Double?, voteCount: Int?, figuresAsOf: String?,
        guestStars: [TVEpisodeDetailsGuestStar], crew: [TVEpisodeDetailsCrewMember]
    ) {
        self.seriesID = seriesID
        self.seriesName = seriesName
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
        self.seasonEpisodeCount = seasonEpisodeCount
        self.name = name
        self.airDate = airDate
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.figuresAsOf = figuresAsOf
        self.guestStars = guestStars
        self.crew = crew
    }
}
