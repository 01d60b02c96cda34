/// A series as a list shows it: popular, top rated, similar, search and discover results.
public struct TMDbTVSeriesSummary: Decodable, Sendable, Equatable {
    public let id: Int
    public let name: String
    public let originalName: String?
    /// An ISO 639-1 code ("en").
    public let originalLanguage: String?
    /// TMDb sends "" when it has no overview, read here as nil.
    public var overview: String? { overviewText.nonBlank }
    /// "YYYY-MM-DD", or nil when TMDb does not know (it sends "").
    public var firstAirDate: String? { firstAirDateText.nonBlank }
    public let posterPath: String?
    public let backdropPath: String?
    /// The ids of its genres, as ``TMDbGenre`` numbers them.
    public let genreIDs: [Int]
    /// ISO 3166-1 codes of the countries the series comes from.
    public let originCountry: [String]
    public let popularity: Double?
    /// The mean of the votes, from 0 to 10.
    public let voteAverage: Double?
    public let voteCount: Int?
    public let adult: Bool?

    let overviewText: String?
    let firstAirDateText: String?

    enum CodingKeys: String, CodingKey {
        case id, name, popularity, adult
        case originalName = "original_name"
        case originalLanguage = "original_language"
        case overviewText = "overview"
        case firstAirDateText = "first_air_date"
        case posterPath = "poster_path"
        case backdropPath = "backdrop_path"
        case genreIDs = "genre_ids"
        case originCountry = "origin_country"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
    }
}
