public import Presentation

/// A movie, a series or a person as one row of a list; `title` is a series' or a person's name,
/// `releaseDate` a series' first air date.
public struct TitleListItem: Sendable, Equatable, JSONRecord {
    public let id: Int
    public let title: String
    /// "yyyy-mm-dd".
    public let releaseDate: String?
    /// Both nil when nobody has voted.
    public let voteAverage: Double?
    public let voteCount: Int?
    public let overview: String?
    /// `movie` or `tv`: the lists of both kinds share this screen.
    public let kind: ItemKind
    /// When the rating was taken ("2019-05"); nil where the source does not date it.
    public let figuresAsOf: String?
    /// For a person: the department they are best known in and a title or two ("Acting: Fight
    /// Club, Troy"); nil for a film or a series.
    public let knownFor: String?
    /// A film's or a series' genres, where the list gives them (a discovery's do); nil where not.
    public let genres: [String]?

    public init(
        id: Int, title: String, releaseDate: String?, voteAverage: Double?, voteCount: Int?, overview: String?,
        kind: ItemKind = .movie, figuresAsOf: String? = nil, knownFor: String? = nil,
        genres: [String]? = nil
    ) {
        self.genres = genres
        self.knownFor = knownFor
        self.kind = kind
        self.figuresAsOf = figuresAsOf
        self.id = id
        self.title = title
        self.releaseDate = releaseDate
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.overview = overview
    }

    /// The year of release, read from `releaseDate`.
    public var year: Int? {
        releaseDate.flatMap { Int($0.prefix(4)) }
    }
}
