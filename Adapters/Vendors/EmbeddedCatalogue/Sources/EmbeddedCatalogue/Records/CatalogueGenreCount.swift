/// A genre and how many of the catalogue's films are filed under it.
public struct CatalogueGenreCount: Sendable, Equatable {
    public let genre: CatalogueGenre
    public let count: Int
}
