/// The columns of a film that a list shows.
public struct CatalogueMovieSummary: Sendable, Equatable {
    public let id: Int
    public let title: String
    /// "yyyy-mm-dd", as the seed gives it.
    public let releaseDate: String?
    public let voteAverage: Double?
    public let voteCount: Int?
    public let overview: String?
    /// When the rating was taken ("2017").
    public let figuresAsOf: String?
    /// Its genres in the catalogue's order, where the list reads them (a discovery does).
    public internal(set) var genres: [CatalogueGenre] = []
}
