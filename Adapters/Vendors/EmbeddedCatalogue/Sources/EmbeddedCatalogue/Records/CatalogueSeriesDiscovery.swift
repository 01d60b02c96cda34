/// Which series a discovery lists, and in what order. Nil (or empty) filters nothing.
public struct CatalogueSeriesDiscovery: Sendable, Equatable {
    /// Each group is a genre as asked: a series is in it when it holds any id of the group.
    public var genreGroups: [[Int]]
    /// Every group must hold (true), or one group is enough (false).
    public var matchesEveryGroup: Bool
    /// First aired in these years, both included.
    public var earliestYear: Int?
    public var latestYear: Int?
    public var minimumAverage: Double?
    public var minimumVotes: Int?
    /// An ISO 639-1 code.
    public var originalLanguage: String?
    public var order: CatalogueSeriesDiscoveryOrder
    public var isReversed: Bool

    public init(
        genreGroups: [[Int]] = [], matchesEveryGroup: Bool = true, earliestYear: Int? = nil, latestYear: Int? = nil,
        minimumAverage: Double? = nil, minimumVotes: Int? = nil, originalLanguage: String? = nil,
        order: CatalogueSeriesDiscoveryOrder = .popularity, isReversed: Bool = false
    ) {
        self.genreGroups = genreGroups
        self.matchesEveryGroup = matchesEveryGroup
        self.earliestYear = earliestYear
        self.latestYear = latestYear
        self.minimumAverage = minimumAverage
        self.minimumVotes = minimumVotes
        self.originalLanguage = originalLanguage
        self.order = order
        self.isReversed = isReversed
    }
}
