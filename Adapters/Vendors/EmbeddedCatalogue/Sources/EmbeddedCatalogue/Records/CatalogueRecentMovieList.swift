/// A slice of the most popular films of the catalogue's recent busy years, each with its genres,
/// how many there are in all, and which years and how many films they were drawn from.
public struct CatalogueRecentMovieList: Sendable, Equatable {
    public let movies: [CatalogueMovieSummary]
    public let totalCount: Int
    public let titles: CatalogueRecentTitles
}
