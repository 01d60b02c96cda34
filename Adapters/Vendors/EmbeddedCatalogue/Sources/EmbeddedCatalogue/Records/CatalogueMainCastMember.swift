/// One of a series' main cast: the part, and the source's recorded count of the episodes they are
/// in for the whole series (nil where the record gives none).
public struct CatalogueMainCastMember: Sendable, Equatable {
    public let personID: Int
    public let name: String
    public let character: String?
    public let episodeCount: Int?
    /// Where the record comes from ("codebuglab/laravel-tmdb@e07bd8f7").
    public let source: String
}
