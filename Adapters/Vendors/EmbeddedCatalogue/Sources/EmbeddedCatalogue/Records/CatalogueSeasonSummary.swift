public struct CatalogueSeasonSummary: Sendable, Equatable {
    public let seasonNumber: Int
    public let name: String
    public let airDate: String?
    public let episodeCount: Int?
}
