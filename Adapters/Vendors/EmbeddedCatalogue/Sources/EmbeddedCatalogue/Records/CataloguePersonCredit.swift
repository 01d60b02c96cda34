/// One of a person's credits, with the title it is on: a part (`character`) or a job (`job`,
/// `department`). On a series, `episodeCount` says in how many of the episodes held they are
/// credited so, or (when `isMainCast`) the source's recorded count for the whole series.
public struct CataloguePersonCredit: Sendable, Equatable {
    public let kind: CatalogueTitleKind
    public let titleID: Int
    public let title: String
    /// A film's release date or a series' first air date, "yyyy-mm-dd".
    public let date: String?
    public let voteAverage: Double?
    public let voteCount: Int?
    /// When the title's figures were taken.
    public let figuresAsOf: String?
    /// Nil for a job behind the camera.
    public let character: String?
    /// Nil for a part.
    public let job: String?
    public let department: String?
    public let episodeCount: Int?
    /// A series' main cast, whose episode count is the source's recorded figure.
    public let isMainCast: Bool
}
