/// A season with the episodes the catalogue holds of it (none, for most seasons).
public struct CatalogueSeason: Sendable, Equatable {
    public let seriesID: Int
    public let seriesName: String
    public let summary: CatalogueSeasonSummary
    public let episodes: [CatalogueEpisodeSummary]
}
