public struct CatalogueEpisodeSummary: Sendable, Equatable {
    public let episodeNumber: Int
    public let name: String
    public let airDate: String?
}
