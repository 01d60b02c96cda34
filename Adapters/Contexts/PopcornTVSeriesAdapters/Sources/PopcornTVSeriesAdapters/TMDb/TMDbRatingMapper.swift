import CoreDomain

/// TMDb's vote figures as a `Rating`: none when nobody has voted (TMDb then says 0 out of 0).
struct TMDbRatingMapper {
    func map(average: Double?, voteCount: Int?) -> Rating? {
        guard let average, let voteCount, voteCount > 0 else { return nil }
        return Rating(average: average, voteCount: voteCount)
    }
}
