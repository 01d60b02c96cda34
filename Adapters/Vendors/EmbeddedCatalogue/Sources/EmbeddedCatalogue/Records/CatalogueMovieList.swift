/// A slice of an ordered list of films and the length of the whole list.
public struct CatalogueMovieList: Sendable, Equatable {
    public let movies: [CatalogueMovieSummary]
    public let totalCount: Int
}
