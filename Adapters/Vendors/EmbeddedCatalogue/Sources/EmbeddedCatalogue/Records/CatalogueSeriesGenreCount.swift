/// A genre some series are filed under, and how many.
public struct CatalogueSeriesGenreCount: Sendable, Equatable {
    public let genre: CatalogueGenre
    public let seriesCount: Int
}
