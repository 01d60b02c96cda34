/// A series' full record. Nil is a fact the catalogue does not know.
public struct CatalogueSeries: Sendable, Equatable {
    public let id: Int
    public let name: String
    public let originalName: String
    public let originalLanguage: String
    public let type: String?
    public let status: String?
    public let firstAirDate: String?
    public let lastAirDate: String?
    public let numberOfSeasons: Int?
    public let numberOfEpisodes: Int?
    public let episodeRunTimes: [Int]
    public let networks: [String]
    /// Whether new episodes were still being made when the figures were taken.
    public let inProduction: Bool?
    /// ISO 3166-1 codes of the countries it comes from.
    public let originCountries: [String]
    /// ISO 639-1 codes of the languages spoken in it.
    public let languages: [String]
    /// The production companies, as the source names them.
    public let companies: [String]
    public let genres: [CatalogueGenre]
    public let creators: [CatalogueCrewCredit]
    public let voteAverage: Double?
    public let voteCount: Int?
    public let popularity: Double
    /// When the figures were taken ("2019-05").
    public let figuresAsOf: String?
    public let overview: String?
    public let seasons: [CatalogueSeasonSummary]
}
