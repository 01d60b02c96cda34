/// A result with how well it matched the query.
public struct SearchHit: Sendable, Equatable {
    public let result: SearchResult
    public let rank: MatchRank

    public init(result: SearchResult, rank: MatchRank) {
        self.result = result
        self.rank = rank
    }
}
