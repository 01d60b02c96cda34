public import CoreDomain

/// A discovery as a source is asked it: the filter with its genres found and its rules applied
/// (the top-rated threshold of votes under a sort by rating), and the order. Sources list the films
/// that pass every filter; keywords are matched by name, trimmed and without case.
public struct MovieDiscoveryCriteria: Sendable, Hashable, Codable {
    public let genres: [Genre]
    public let genreMatch: GenreMatch
    public let years: YearSpan?
    public let minimumRating: Double?
    public let minimumVotes: Int?
    public let runtime: RuntimeSpan?
    public let originalLanguage: Language?
    public let keywords: [String]
    public let order: MovieDiscoveryOrder

    public init(
        genres: [Genre] = [], genreMatch: GenreMatch = .all, years: YearSpan? = nil, minimumRating: Double? = nil,
        minimumVotes: Int? = nil, runtime: RuntimeSpan? = nil, originalLanguage: Language? = nil, keywords: [String] = [],
        order: MovieDiscoveryOrder = MovieDiscoveryOrder()
    ) {
        self.genres = genres
        self.genreMatch = genreMatch
        self.years = years
        self.minimumRating = minimumRating
        self.minimumVotes = minimumVotes
        self.runtime = runtime
        self.originalLanguage = originalLanguage
        self.keywords = keywords
        self.order = order
    }

    /// The criteria of `filter` with its genres found: a sort by rating counts only films with the
    /// top-rated threshold of votes (`TopRatedMovieRule`) unless the filter sets a minimum itself.
    public init(filter: MovieDiscoveryFilter, genres: [Genre], order: MovieDiscoveryOrder) {
        self.init(
            genres: genres, genreMatch: filter.genreMatch, years: filter.years, minimumRating: filter.minimumRating,
            minimumVotes: filter.minimumVotes ?? (order.sort == .rating ? TopRatedMovieRule.minimumVotes : nil),
            runtime: filter.runtime, originalLanguage: filter.originalLanguage,
            keywords: filter.keywords.map { $0.trimmingWhitespace.lowercased() }, order: order)
    }
}
