public import CoreDomain
public import Foundation

/// A feature film with the facts the catalogue keeps about it.
public struct Movie: Sendable, Equatable, Codable, Identifiable {
    public typealias ID = Int

    public let id: ID
    public let title: String
    /// The title in the film's original language; nil where the source does not give it.
    public let originalTitle: String?
    public let originalLanguage: Language
    public let releaseDate: CalendarDate?
    /// Running time in minutes; nil when the source does not know it.
    public let runtimeMinutes: Int?
    public let genres: [Genre]
    /// A synopsis, where the source has one.
    public let overview: String?
    /// Nil when nobody has voted: the film is not rated, rather than rated 0.
    public let rating: Rating?
    /// The source's measure of current interest; only its order means anything.
    public let popularity: Double
    /// Where the source keeps the film's poster; nil when it has none or the address is not known.
    public let posterURL: URL?
    /// When the rating and popularity were taken ("2017"); nil where the source's figures are current.
    public let figuresAsOf: String?

    public init(
        id: ID,
        title: String,
        originalTitle: String?,
        originalLanguage: Language,
        releaseDate: CalendarDate?,
        runtimeMinutes: Int?,
        genres: [Genre],
        overview: String?,
        rating: Rating?,
        popularity: Double,
        posterURL: URL? = nil,
        figuresAsOf: String? = nil
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle
        self.originalLanguage = originalLanguage
        self.releaseDate = releaseDate
        self.runtimeMinutes = runtimeMinutes
        self.genres = genres
        self.overview = overview
        self.rating = rating
        self.popularity = popularity
        self.posterURL = posterURL
        self.figuresAsOf = figuresAsOf
    }

    public var releaseYear: Int? { releaseDate?.year }
}
