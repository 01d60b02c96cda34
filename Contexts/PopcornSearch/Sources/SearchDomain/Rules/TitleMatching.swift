/// The ranking rule, in one place: how a title (or a name) matches a query. An index may find
/// its candidates however it likes, but ranks them by these answers.
public enum TitleMatching {
    /// How the title word `word` matches the query word `queryWord`, both folded; nil when it
    /// does not.
    public static func rank(ofWord word: String, for queryWord: String) -> MatchRank? {
        if word == queryWord { return .everyWord }
        if word.hasPrefix(queryWord) { return .wordPrefixes }
        let query = Array(queryWord.unicodeScalars)
        let candidate = Array(word.unicodeScalars)
        return SpellingTolerance.isCloseSpelling(query, of: candidate) ? .closeSpelling : nil
    }

    /// A query's rank is its weakest word's: every word must match for the title to match.
    public static func combine(_ wordRanks: [MatchRank?]) -> MatchRank? {
        var worst = MatchRank.everyWord
        for rank in wordRanks {
            guard let rank else { return nil }
            worst = max(worst, rank)
        }
        return worst
    }

    /// How a film, series or person known by `names` (a title and an original title, say)
    /// matches `query`; nil when it does not. Words may come from any of the names.
    public static func rank(of names: [String], for query: SearchQuery) -> MatchRank? {
        if names.contains(where: { SearchText.folded($0) == query.folded }) { return .wholeTitle }
        let words = Set(names.flatMap(SearchText.words(in:)))
        return combine(
            query.words.map { queryWord in words.compactMap { rank(ofWord: $0, for: queryWord) }.min() })
    }
}
