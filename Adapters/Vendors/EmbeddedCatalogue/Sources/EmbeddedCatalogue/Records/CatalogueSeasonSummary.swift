public struct CatalogueSeasonSummary: Sendable, Equatable {
    public let seasonNumber: Int
    public let name: String
    public let airDate: String?
    public let episodeCount: Int?
    /// When the episode count was taken.
    public let figuresAsOf: String?
    /// The air date of its last episode held that had aired when its record was taken; nil where
    /// no episode of it is held.
    public let lastAirDate: String?
}
