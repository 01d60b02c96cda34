/// What a list drawn from the catalogue's recent titles was drawn from: the most popular
/// `titleCount` titles of `years`, the catalogue's last years that each hold at least
/// `minimumTitlesPerYear` titles of the kind (empty when no year holds that many).
public struct CatalogueRecentTitles: Sendable, Equatable {
    /// Oldest first.
    public let years: [Int]
    public let titleCount: Int
    public let minimumTitlesPerYear: Int
}
