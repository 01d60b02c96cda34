/// The columns of a series that a list shows.
public struct CatalogueSeriesSummary: Sendable, Equatable {
    public let id: Int
    public let name: String
    public let firstAirDate: String?
    public let voteAverage: Double?
    public let voteCount: Int?
    public let overview: String?
    /// When the rating was taken ("2019-05").
    public let figuresAsOf: String?
}
