/// How well a title or a name matches a query, best first. Results are ordered by rank, then
/// by popularity within a rank.
public enum MatchRank: Int, Sendable, Comparable, CaseIterable {
    /// The whole title or name is the query.
    case wholeTitle
    /// Every word of the query is a word of the title, in any order.
    case everyWord
    /// Every word of the query begins a word of the title (the last word may be unfinished).
    case wordPrefixes
    /// Some word of the query is a close spelling of a title word (see `SpellingTolerance`).
    case closeSpelling

    public static func < (lhs: MatchRank, rhs: MatchRank) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
