public struct CatalogueEpisodeSummary: Sendable, Equatable {
    public let episodeNumber: Int
    public let name: String
    public let airDate: String?
    public let voteAverage: Double?
    public let voteCount: Int?
    /// When the votes (and the record) were taken.
    public let figuresAsOf: String?
}
