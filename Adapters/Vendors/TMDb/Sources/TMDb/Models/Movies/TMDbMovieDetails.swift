/// Everything TMDb holds about one film, from `/movie/{id}`, with its credits, similar films and
/// keywords appended when they were asked for.
public struct TMDbMovieDetails: Decodable, Sendable, Equatable {
    public let id: Int
    public let title: String
    public let originalTitle: String?
    /// An ISO 639-1 code ("en").
    public let originalLanguage: String?
    /// TMDb sends "" when it has no overview, read here as nil.
    public var overview: String? { overviewText.nonBlank }
    /// TMDb sends "" when it has no tagline, read here as nil.
    public var tagline: String? { taglineText.nonBlank }
    /// "YYYY-MM-DD", or nil when TMDb does not know (it sends "").
    public var releaseDate: String? { releaseDateText.nonBlank }
    /// Minutes; TMDb sends 0 when it does not know.
    public let runtime: Int?
    /// "Released", "In Production", "Planned", …
    public let status: String?
    /// US dollars; TMDb sends 0 when it does not know.
    public let budget: Int?
    /// US dollars; TMDb sends 0 when it does not know.
    public let revenue: Int?
    /// TMDb sends "" when it has none, read here as nil.
    public var homepage: String? { homepageText.nonBlank }
    /// The film's IMDb id ("tt0137523").
    public let imdbID: String?
    public let posterPath: String?
    public let backdropPath: String?
    public let genres: [TMDbGenre]
    public let productionCompanies: [TMDbCompany]
    public let productionCountries: [TMDbCountry]
    public let spokenLanguages: [TMDbSpokenLanguage]
    /// ISO 3166-1 codes of the countries the film comes from.
    public let originCountry: [String]
    public let belongsToCollection: TMDbCollectionReference?
    public let popularity: Double?
    /// The mean of the votes, from 0 to 10.
    public let voteAverage: Double?
    public let voteCount: Int?
    public let adult: Bool?
    public let video: Bool?
    /// Appended with `append_to_response=credits`.
    public let credits: TMDbCredits?
    /// The first page of similar films, appended with `append_to_response=similar`.
    public let similar: TMDbPage<TMDbMovieSummary>?
    /// Appended with `append_to_response=keywords`.
    public let keywords: TMDbMovieKeywords?

    let overviewText: String?
    let taglineText: String?
    let releaseDateText: String?
    let homepageText: String?

    enum CodingKeys: String, CodingKey {
        case id, title, runtime, status, budget, revenue, genres, popularity, adult, video, credits, similar, keywords
        case originalTitle = "original_title"
        case originalLanguage = "original_language"
        case overviewText = "overview"
        case taglineText = "tagline"
        case releaseDateText = "release_date"
        case homepageText = "homepage"
        case imdbID = "imdb_id"
        case posterPath = "poster_path"
        case backdropPath = "backdrop_path"
        case productionCompanies = "production_companies"
        case productionCountries = "production_countries"
        case spokenLanguages = "spoken_languages"
        case originCountry = "origin_country"
        case belongsToCollection = "belongs_to_collection"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
    }
}
