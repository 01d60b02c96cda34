/// A part a person played, in a film or in a series, from their combined credits. A film's credit
/// has a title and a release date; a series' has a name, a first air date and an episode count.
public struct TMDbPersonCastCredit: Decodable, Sendable, Equatable {
    /// The title's id (the film's or the series'), not the person's.
    public let id: Int
    public let mediaType: TMDbMediaType
    /// A film's title.
    public let title: String?
    public let originalTitle: String?
    /// A series' name.
    public let name: String?
    public let originalName: String?
    /// The part; TMDb sends "" when it has none, read here as nil.
    public var character: String? { characterText.nonBlank }
    public let creditID: String?
    /// A film's release date, "YYYY-MM-DD", or nil when unknown.
    public var releaseDate: String? { releaseDateText.nonBlank }
    /// A series' first air date, "YYYY-MM-DD", or nil when unknown.
    public var firstAirDate: String? { firstAirDateText.nonBlank }
    /// The episodes of a series the person appears in.
    public let episodeCount: Int?
    /// Where they stand in a film's billing, from 0.
    public let order: Int?
    public let genreIDs: [Int]
    public let originalLanguage: String?
    /// TMDb sends "" when it has no overview, read here as nil.
    public var overview: String? { overviewText.nonBlank }
    public let posterPath: String?
    public let backdropPath: String?
    public let popularity: Double?
    /// The mean of the votes, from 0 to 10.
    public let voteAverage: Double?
    public let voteCount: Int?

    let characterText: String?
    let releaseDateText: String?
    let firstAirDateText: String?
    let overviewText: String?

    enum CodingKeys: String, CodingKey {
        case id, title, name, order, popularity
        case mediaType = "media_type"
        case originalTitle = "original_title"
        case originalName = "original_name"
        case characterText = "character"
        case creditID = "credit_id"
        case releaseDateText = "release_date"
        case firstAirDateText = "first_air_date"
        case episodeCount = "episode_count"
        case genreIDs = "genre_ids"
        case originalLanguage = "original_language"
        case overviewText = "overview"
        case posterPath = "poster_path"
        case backdropPath = "backdrop_path"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
    }
}
