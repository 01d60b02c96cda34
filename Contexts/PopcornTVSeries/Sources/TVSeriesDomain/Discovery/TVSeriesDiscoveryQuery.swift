public import CoreDomain

/// A discovery as a source is asked it: the filter checked, its genres resolved into the source's
/// series genres, and the votes a series needs worked out (`TVSeriesDiscoveryRules`).
public struct TVSeriesDiscoveryQuery: Sendable, Equatable, Codable {
    public let genres: [Genre]
    public let genreMatch: TVSeriesGenreMatch
    public let earliestYear: Int?
    public let latestYear: Int?
    public let minimumRating: Double?
    public let minimumVotes: Int?
    public let originalLanguage: String?
    public let sort: TVSeriesDiscoverySort

    public init(
        genres: [Genre], genreMatch: TVSeriesGenreMatch, earliestYear: Int?, latestYear: Int?, minimumRating: Double?,
        minimumVotes: Int?, originalLanguage: String?, sort: TVSeriesDiscoverySort
    ) {
        self.genres = genres
        self.genreMatch = genreMatch
        self.earliestYear = earliestYear
        self.latestYear = latestYear
        self.minimumRating = minimumRating
        self.minimumVotes = minimumVotes
        self.originalLanguage = originalLanguage
        self.sort = sort
    }

    /// The query in one line of words, the same for the same query: a cache keeps pages under it.
    public var key: String {
        var parts = ["genres=" + genres.map { String($0.id) }.joined(separator: genreMatch == .all ? "," : "|")]
        if let earliestYear { parts.append("from=\(earliestYear)") }
        if let latestYear { parts.append("to=\(latestYear)") }
        if let minimumRating { parts.append("rating=\(minimumRating)") }
        if let minimumVotes { parts.append("votes=\(minimumVotes)") }
        if let originalLanguage { parts.append("language=\(originalLanguage)") }
        parts.append("sort=\(sort.order.rawValue)\(sort.isReversed ? ".reversed" : "")")
        return parts.joined(separator: ";")
    }
}
