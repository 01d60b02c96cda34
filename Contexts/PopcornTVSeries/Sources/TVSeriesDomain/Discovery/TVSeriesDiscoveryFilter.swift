/// Which series a discovery asks for, as the caller wrote it: genres by name (matched without
/// case, a film genre standing for the series genre that holds it), years of first air date, a
/// floor on the rating and on the votes, an original language. Nil or empty filters nothing.
/// `TVSeriesDiscoveryRules` says which filters can be asked at all.
public struct TVSeriesDiscoveryFilter: Sendable, Equatable, Codable {
    public var genreNames: [String]
    public var genreMatch: TVSeriesGenreMatch
    /// The first and last year of first air date, both included; the same year for one year.
    public var earliestYear: Int?
    public var latestYear: Int?
    /// From 0 to 10.
    public var minimumRating: Double?
    public var minimumVotes: Int?
    /// An ISO 639-1 code ("en", "ja").
    public var originalLanguage: String?

    public init(
        genreNames: [String] = [], genreMatch: TVSeriesGenreMatch = .all, earliestYear: Int? = nil, latestYear: Int? = nil,
        minimumRating: Double? = nil, minimumVotes: Int? = nil, originalLanguage: String? = nil
    ) {
        self.genreNames = genreNames
        self.genreMatch = genreMatch
        self.earliestYear = earliestYear
        self.latestYear = latestYear
        self.minimumRating = minimumRating
        self.minimumVotes = minimumVotes
        self.originalLanguage = originalLanguage
    }
}
