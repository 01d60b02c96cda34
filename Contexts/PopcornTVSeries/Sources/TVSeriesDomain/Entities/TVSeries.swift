public import CoreDomain
public import Foundation

/// A television series with the facts the catalogue keeps about it. Nil is a fact the source
/// does not know.
public struct TVSeries: Sendable, Equatable, Codable, Identifiable {
    public typealias ID = Int

    public let id: ID
    public let name: String
    public let originalName: String
    public let originalLanguage: Language
    public let firstAirDate: CalendarDate?
    public let lastAirDate: CalendarDate?
    /// "Returning Series", "Ended", "Canceled"… as the source words it.
    public let status: String?
    /// "Scripted", "Miniseries", "Reality"… as the source words it.
    public let type: String?
    public let networks: [String]
    /// Whether new episodes were still being made when the figures were taken; nil: not known.
    public let inProduction: Bool?
    /// ISO 3166-1 codes of the countries it comes from.
    public let originCountries: [String]
    /// The languages spoken in it.
    public let languages: [Language]
    /// The production companies, as the source names them.
    public let companies: [String]
    public let genres: [Genre]
    public let creators: [TVCreator]
    public let numberOfSeasons: Int?
    public let numberOfEpisodes: Int?
    /// Typical running times of an episode, in minutes.
    public let episodeRunTimes: [Int]
    /// Nil when nobody has voted.
    public let rating: Rating?
    /// The source's measure of current interest; only its order means anything.
    public let popularity: Double
    /// When the rating, popularity and counts were taken ("2019-05"), since they change.
    public let figuresAsOf: String?
    public let overview: String?
    /// The seasons the source lists, in order (season 0 holds specials).
    public let seasons: [TVSeasonSummary]
    /// Where the source keeps the series' poster; nil when it has none or the address is not known.
    public let posterURL: URL?

    public init(
        id: ID, name: String, originalName: String, originalLanguage: Language, firstAirDate: CalendarDate?,
        lastAirDate: CalendarDate?, status: String?, type: String?, networks: [String],
        inProduction: Bool?, originCountries: [String], languages: [Language], companies: [String], genres: [Genre], creators: [TVCreator],
        numberOfSeasons: Int?, numberOfEpisodes: Int?, episodeRunTimes: [Int], rating: Rating?, popularity: Double,
        figuresAsOf: String?, overview: String?, seasons: [TVSeasonSummary], posterURL: URL? = nil
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
        self.rating = rating
        self.popularity = popularity
        self.figuresAsOf = figuresAsOf
        self.overview = overview
        self.seasons = seasons
        self.posterURL = posterURL
    }

    public var firstAirYear: Int? { firstAirDate?.year }
}
