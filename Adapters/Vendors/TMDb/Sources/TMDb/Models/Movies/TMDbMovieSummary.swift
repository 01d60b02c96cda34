/// A film as a list shows it: popular, top rated, similar, search and discover results.
public struct TMDbMovieSummary: Decodable, Sendable, Equatable {
    public let id: Int
    public let title: String
    public let originalTitle: String?
    /// An ISO 639-1 code ("en").
    public let originalLanguage: String?
    /// TMDb sends "" when it has no overview, read here as nil.
    public var overview: String? { overviewText.nonBlank }
    /// "YYYY-MM-DD", or nil when TMDb does not know (it sends "").
    public var releaseDate: String? { releaseDateText.nonBlank }
    public let posterPath: String?
    public let backdropPath: String?
    /// The ids of its genres, as ``TMDbGenre`` numbers them.
    public let genreIDs: [Int]
    public let popularity: Double?
    /// The mean of the votes, from 0 to 10.
    public let voteAverage: Double?
    public let voteCount: Int?
    public let adult: Bool?
    public let video: Bool?

    let overviewText: String?
    let releaseDateText: String?

    enum CodingKeys: String, CodingKey {
        case id, title, popularity, adult, video
        case originalTitle = "original_title"
        case originalLanguage = "original_language"
        case overviewText = "overview"
        case releaseDateText = "release_date"
        case posterPath = "poster_path"
        case backdropPath = "backdrop_path"
        case genreIDs = "genre_ids"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
    }
}
