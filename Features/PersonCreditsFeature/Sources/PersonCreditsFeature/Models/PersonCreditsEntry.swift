public import Presentation

/// One credit: the title, and the part played (`character`) or the job done (`job`, `department`).
public struct PersonCreditsEntry: Sendable, Equatable, JSONRecord {
    /// `movie` or `tv`.
    public let kind: ItemKind
    public let id: Int
    public let title: String
    public let year: Int?
    public let character: String?
    public let job: String?
    public let department: String?
    /// For a series: the episodes the credit covers; nil for a film.
    public let episodeCount: Int?
    /// What `episodeCount` counts: "recorded" (the source's figure for the whole series) or
    /// "episodesHeld" (the episodes the catalogue holds that credit them).
    public let episodeCountBasis: String?
    /// Both nil when nobody has voted.
    public let voteAverage: Double?
    public let voteCount: Int?
    /// When the rating was taken ("2019-05"); nil where the source does not date it.
    public let figuresAsOf: String?

    public init(
        kind: ItemKind, id: Int, title: String, year: Int?, character: String?, job: String?, department: String?, episodeCount: Int?,
        episodeCountBasis: String?, voteAverage: Double?, voteCount: Int?, figuresAsOf: String?
    ) {
        self.kind = kind
        self.id = id
        self.title = title
        self.year = year
        self.character = character
        self.job = job
        self.department = department
        self.episodeCount = episodeCount
        self.episodeCountBasis = episodeCountBasis
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.figuresAsOf = figuresAsOf
    }
}
