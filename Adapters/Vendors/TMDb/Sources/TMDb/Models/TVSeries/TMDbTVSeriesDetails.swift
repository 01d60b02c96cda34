/// Everything TMDb holds about one series, from `/tv/{id}`, with its aggregate credits, the credits
/// of its latest season and similar series appended when they were asked for.
public struct TMDbTVSeriesDetails: Decodable, Sendable, Equatable {
    public let id: Int
    public let name: String
    public let originalName: String?
    /// An ISO 639-1 code ("en").
    public let originalLanguage: String?
    /// TMDb sends "" when it has no overview, read here as nil.
    public var overview: String? { overviewText.nonBlank }
    /// TMDb sends "" when it has no tagline, read here as nil.
    public var tagline: String? { taglineText.nonBlank }
    /// "YYYY-MM-DD", or nil when TMDb does not know (it sends "" or null).
    public var firstAirDate: String? { firstAirDateText.nonBlank }
    /// "YYYY-MM-DD", or nil when TMDb does not know (it sends "" or null).
    public var lastAirDate: String? { lastAirDateText.nonBlank }
    /// "Returning Series", "Ended", "Canceled", …
    public let status: String?
    /// "Scripted", "Miniseries", "Documentary", …
    public let type: String?
    public let inProduction: Bool?
    public let numberOfSeasons: Int?
    public let numberOfEpisodes: Int?
    /// Typical lengths of an episode, in minutes.
    public let episodeRunTime: [Int]
    /// TMDb sends "" when it has none, read here as nil.
    public var homepage: String? { homepageText.nonBlank }
    public let posterPath: String?
    public let backdropPath: String?
    public let genres: [TMDbGenre]
    public let createdBy: [TMDbCreator]
    public let networks: [TMDbCompany]
    public let productionCompanies: [TMDbCompany]
    public let productionCountries: [TMDbCountry]
    public let spokenLanguages: [TMDbSpokenLanguage]
    /// ISO 639-1 codes.
    public let languages: [String]
    /// ISO 3166-1 codes of the countries the series comes from.
    public let originCountry: [String]
    public let seasons: [TMDbTVSeasonSummary]
    public let lastEpisodeToAir: TMDbTVEpisode?
    public let nextEpisodeToAir: TMDbTVEpisode?
    public let popularity: Double?
    /// The mean of the votes, from 0 to 10.
    public let voteAverage: Double?
    public let voteCount: Int?
    public let adult: Bool?
    /// Appended with `append_to_response=aggregate_credits`: everyone in any episode.
    public let aggregateCredits: TMDbAggregateCredits?
    /// Appended with `append_to_response=credits`: the cast and crew of the latest season only.
    public let credits: TMDbCredits?
    /// The first page of similar series, appended with `append_to_response=similar`.
    public let similar: TMDbPage<TMDbTVSeriesSummary>?

    let overviewText: String?
    let taglineText: String?
    let firstAirDateText: String?
    let lastAirDateText: String?
    let homepageText: String?

    enum CodingKeys: String, CodingKey {
        case id, name, status, type, genres, networks, languages, seasons, popularity, adult, credits, similar
        case originalName = "original_name"
        case originalLanguage = "original_language"
        case overviewText = "overview"
        case taglineText = "tagline"
        case firstAirDateText = "first_air_date"
        case lastAirDateText = "last_air_date"
        case inProduction = "in_production"
        case numberOfSeasons = "number_of_seasons"
        case numberOfEpisodes = "number_of_episodes"
        case episodeRunTime = "episode_run_time"
        case homepageText = "homepage"
        case posterPath = "poster_path"
        case backdropPath = "backdrop_path"
        case createdBy = "created_by"
        case productionCompanies = "production_companies"
        case productionCountries = "production_countries"
        case spokenLanguages = "spoken_languages"
        case originCountry = "origin_country"
        case lastEpisodeToAir = "last_episode_to_air"
        case nextEpisodeToAir = "next_episode_to_air"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
        case aggregateCredits = "aggregate_credits"
    }
}
