public import Presentation

/// What the series screen shows, in the screen's own terms.
public struct TVSeriesDetails: Sendable, Equatable, JSONRecord {
    public let id: Int
    public let name: String
    public let originalName: String
    /// ISO 639-1 code.
    public let originalLanguage: String
    /// "yyyy-mm-dd".
    public let firstAirDate: String?
    public let lastAirDate: String?
    public let status: String?
    public let type: String?
    public let networks: [String]
    /// Nil: not known.
    public let inProduction: Bool?
    /// ISO 3166-1 codes.
    public let originCountries: [String]
    /// ISO 639-1 codes of the languages spoken.
    public let languages: [String]
    public let companies: [String]
    public let genres: [String]
    public let creators: [TVSeriesDetailsPerson]
    public let numberOfSeasons: Int?
    public let numberOfEpisodes: Int?
    /// Typical running times of an episode, in minutes.
    public let episodeRunTimes: [Int]
    /// Both nil when no vote is recorded.
    public let voteAverage: Double?
    public let voteCount: Int?
    /// When the rating and counts were taken ("2019-05").
    public let figuresAsOf: String?
    public let overview: String?
    public let seasons: [TVSeriesDetailsSeason]
    /// The poster's address; nil where the source has none or does not say where it is.
    public let posterURL: String?
    /// Where the series stands in the person's library; nil when the library could not be read.
    public var library: TVSeriesDetailsLibraryStatus?

    public init(
        id: Int, name: String, originalName: String, originalLanguage: String, firstAirDate: String?, lastAirDate: String?,
        status: String?, type: String?, networks: [String], inProduction: Bool?, originCountries: [String], languages: [String],
        companies: [String], genres: [String], creators: [TVSeriesDetailsPerson], numberOfSeasons: Int?,
        numberOfEpisodes: Int?, episodeRunTimes: [Int], voteAverage: Double?, voteCount: Int?, figuresAsOf: String?, overview: String?,
        seasons: [TVSeriesDetailsSeason], posterURL: String? = nil,
        library: TVSeriesDetailsLibraryStatus? = nil
    ) {
        self.id = id
        self.name = name
        self.originalName = originalName
        self.originalLanguage = originalLanguage
        self.firstAirDate = firstAirDate
        self.lastAirDate = lastAirDate
        self.status = status
        self.type = type
        self.networks = networks
        self.inProduction = inProduction
        self.originCountries = originCountries
        self.languages = languages
        self.companies = companies
        self.genres = genres
        self.creators = creators
        self.numberOfSeasons = numberOfSeasons
        self.numberOfEpisodes = numberOfEpisodes
        self.episodeRunTimes = episodeRunTimes
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.figuresAsOf = figuresAsOf
        self.overview = overview
        self.seasons = seasons
        self.posterURL = posterURL
        self.library = library
    }

    /// The year it first aired, read from `firstAirDate`.
    public var year: Int? { firstAirDate.flatMap { Int($0.prefix(4)) } }
}
