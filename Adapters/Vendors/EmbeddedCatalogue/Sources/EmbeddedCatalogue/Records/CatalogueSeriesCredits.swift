/// Every credit of a series' held episodes, row by row, and its creators; the reader aggregates.
public struct CatalogueSeriesCredits: Sendable, Equatable {
    public let seriesID: Int
    public let seriesName: String
    /// The episodes whose guests and crew are recorded, those the credits are drawn from.
    public let episodesHeld: Int
    public let creators: [CatalogueCrewCredit]
    /// The main cast in billing order, where a record of it is held; empty otherwise.
    public let mainCast: [CatalogueMainCastMember]
    public let guestStars: [CatalogueEpisodeCredit<CatalogueCastCredit>]
    public let crew: [CatalogueEpisodeCredit<CatalogueCrewCredit>]
}
