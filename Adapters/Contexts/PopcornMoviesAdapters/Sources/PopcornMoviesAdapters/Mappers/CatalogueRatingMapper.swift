import CoreDomain

/// A catalogue's vote figures as a `Rating`: none when the catalogue knows of no vote.
struct CatalogueRatingMapper {
    func map(average: Double?, voteCount: Int?) -> Rating? {
        guard let average, let voteCount, voteCount > 0 else { return nil }
        return Rating(average: average, voteCount: voteCount)
    }
}
