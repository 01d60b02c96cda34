/// A film's full record, with its genres in the catalogue's order. Nil is a fact the catalogue
/// does not know.
public struct CatalogueMovie: Sendable, Equatable {
    public let id: Int
    public let title: String
    /// Nil where the source does not give it.
    public let originalTitle: String?
    public let originalLanguage: String
    /// "yyyy-mm-dd", as the seed gives it.
    public let releaseDate: String?
    /// Minutes.
    public let runtime: Int?
    /// A synopsis in the catalogue's own words, where one was written.
    public let overview: String?
    public let voteAverage: Double?
    public let voteCount: Int?
    public let popularity: Double
    /// When the votes, average and popularity were taken ("2017").
    public let figuresAsOf: String?
    public let genres: [CatalogueGenre]
}
