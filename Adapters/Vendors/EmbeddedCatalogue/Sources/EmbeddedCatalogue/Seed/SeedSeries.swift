/// One series as the seed spells it. `nil` is a fact the source does not know.
struct SeedSeries: Decodable {
    let id: Int
    let name: String
    let originalName: String
    let originalLanguage: String
    let type: String?
    let status: String?
    let inProduction: Bool?
    let firstAirDate: String?
    let lastAirDate: String?
    let numberOfSeasons: Int?
    let numberOfEpisodes: Int?
    let episodeRunTimes: [Int]
    let genres: [String]
    let networks: [String]
    let creators: [SeedCreator]
    /// The main cast in billing order, where a record of it is held; empty otherwise.
    let mainCast: [SeedMainCastMember]
    let originCountries: [String]
    let languages: [String]
    let companies: [String]
    let voteAverage: Double?
    let voteCount: Int?
    let popularity: Double
    /// When the figures were taken ("2019-05").
    let figuresAsOf: String?
    let overview: String?
}
