/// Which films a discovery lists, in the catalogue's terms: every filter left nil (or empty) lets
/// every film through.
public struct CatalogueMovieDiscovery: Sendable, Equatable {
    /// What a discovery orders by; each in its natural direction unless `reversed`.
    public enum Order: Sendable, Equatable {
        /// Most popular first.
        case popularity
        /// Highest average first, ties to the film with more votes.
        case rating
        /// Newest first; films with no release date last.
        case releaseDate
        /// From A, without case.
        case title
    }

    public var genreIDs: [Int]
    /// Films in any of the genres rather than all of them.
    public var anyGenre: Bool
    /// Released on or after this day, "yyyy-mm-dd".
    public var releasedFrom: String?
    /// Released on or before this day, "yyyy-mm-dd".
    public var releasedThrough: String?
    public var minimumVoteAverage: Double?
    public var minimumVoteCount: Int?
    public var minimumRuntime: Int?
    public var maximumRuntime: Int?
    /// An ISO 639-1 code, lower case.
    public var originalLanguage: String?
    /// Every keyword must match: a keyword of that name where one exists, else any that holds the word.
    public var keywords: [String]
    public var order: Order
    public var reversed: Bool

    public init(
        genreIDs: [Int] = [], anyGenre: Bool = false, releasedFrom: String? = nil, releasedThrough: String? = nil,
        minimumVoteAverage: Double? = nil, minimumVoteCount: Int? = nil, minimumRuntime: Int? = nil, maximumRuntime: Int? = nil,
        originalLanguage: String? = nil, keywords: [String] = [], order: Order = .popularity, reversed: Bool = false
    ) {
        self.genreIDs = genreIDs
        self.anyGenre = anyGenre
        self.releasedFrom = releasedFrom
        self.releasedThrough = releasedThrough
        self.minimumVoteAverage = minimumVoteAverage
        self.minimumVoteCount = minimumVoteCount
        self.minimumRuntime = minimumRuntime
        self.maximumRuntime = maximumRuntime
        self.originalLanguage = originalLanguage
        self.keywords = keywords
        self.order = order
        self.reversed = reversed
    }
}
