/// One episode with its guest stars (in billing order) and crew.
public struct CatalogueEpisode: Sendable, Equatable {
    public let seriesID: Int
    public let seriesName: String
    public let seasonNumber: Int
    public let seasonEpisodeCount: Int?
    public let summary: CatalogueEpisodeSummary
    public let voteAverage: Double?
    public let voteCount: Int?
    /// When the votes were taken ("2020").
    public let figuresAsOf: String?
    public let guestStars: [CatalogueCastCredit]
    public let crew: [CatalogueCrewCredit]
}
