/// One episode with its guest stars (in billing order) and crew.
public struct CatalogueEpisode: Sendable, Equatable {
    public let seriesID: Int
    public let seriesName: String
    public let seasonNumber: Int
    public let seasonEpisodeCount: Int?
    public let summary: CatalogueEpisodeSummary
    public let voteAverage: Double?
    public let voteCount: Int?
    public let guestStars: [CatalogueCastCredit]
    public let crew: [CatalogueCrewCredit]
}
