import CoreDomain

/// A source's vote figures as a `Rating`: none when nobody has voted (the catalogue then knows of
/// no vote, TMDb says 0 out of 0). Both sources' mappers use it.
struct RatingMapper {
    func map(average: Double?, voteCount: Int?) -> Rating? {
        guard let average, let voteCount, voteCount > 0 else { return nil }
        return Rating(average: average, voteCount: voteCount)
    }
}
