public import Presentation

/// What the movie details screen shows, in the screen's own terms.
public struct MovieDetails: Sendable, Equatable, JSONRecord {
    /// How many of the billed cast the screen names (and links to); JSON carries them all.
    public static let topCastCount = 6

    public let id: Int
    public let title: String
    /// Nil where the source does not give it.
    public let originalTitle: String?
    /// ISO 639-1 code.
    public let originalLanguage: String
    /// "yyyy-mm-dd".
    public let releaseDate: String?
    public let runtimeMinutes: Int?
    public let genres: [String]
    /// Nil where no synopsis was written.
    public let overview: String?
    /// Both nil when nobody has voted.
    public let voteAverage: Double?
    public let voteCount: Int?
    public let directors: [MovieDetailsPerson]
    /// In billing order.
    public let cast: [MovieDetailsCastMember]
    /// The poster's address; nil where the source has none or does not say where it is.
    public let posterURL: String?
    /// When the rating and votes were taken ("2017"); nil where they are the source's current ones.
    public let figuresAsOf: String?
    /// False where the source holds no credits for the film: no director or cast is known.
    public let creditsKnown: Bool
    /// Where the film stands in the person's library; nil when the library could not be read.
    public var library: MovieDetailsLibraryStatus?

    public init(
        id: Int,
        title: String,
        originalTitle: String?,
        originalLanguage: String,
        releaseDate: String?,
        runtimeMinutes: Int?,
        genres: [String],
        overview: String?,
        voteAverage: Double?,
        voteCount: Int?,
        directors: [MovieDetailsPerson],
        cast: [MovieDetailsCastMember],
        posterURL: String? = nil,
        figuresAsOf: String? = nil,
        creditsKnown: Bool = true,
        library: MovieDetailsLibraryStatus? = nil
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle
        self.originalLanguage = originalLanguage
        self.releaseDate = releaseDate
        self.runtimeMinutes = runtimeMinutes
        self.genres = genres
        self.overview = overview
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.directors = directors
        self.cast = cast
        self.posterURL = posterURL
        self.figuresAsOf = figuresAsOf
        self.creditsKnown = creditsKnown
        self.library = library
    }

    /// The year of release, read from `releaseDate`.
    public var year: Int? {
        releaseDate.flatMap { Int($0.prefix(4)) }
    }
}
