public struct CatalogueSeasonSummary: Sendable, Equatable {
    public let seasonNumber: Int
    public let name: String
    public let airDate: String?
    public let episodeCount: Int?
    /// When the episode count was taken.
    public let figuresAsOf: String?
}
