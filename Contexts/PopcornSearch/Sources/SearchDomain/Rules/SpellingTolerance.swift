/// How far a query word may be from a title word and still find it: one edit (a letter missing,
/// extra, wrong, or two side by side swapped) when the title word has four letters or more, two
/// when it has eight or more, none when it is shorter.
public enum SpellingTolerance {
    /// The edits allowed against a title word of `length` letters.
    public static func allowedEdits(forWordOfLength length: Int) -> Int {
        length >= 8 ? 2 : length >= 4 ? 1 : 0
    }

    /// Whether `query` is a close spelling of the title word `word` (not the same word).
    @inlinable
    public static func isCloseSpelling<Query: RandomAccessCollection, Word: RandomAccessCollection>(
        _ query: Query, of word: Word
    ) -> Bool where Query.Element: Equatable, Word.Element == Query.Element, Query.Index == Int, Word.Index == Int {
        let allowed = allowedEdits(forWordOfLength: word.count)
        guard allowed > 0, abs(word.count - query.count) <= allowed else { return false }
        guard let distance = editDistance(query, word, limit: allowed) else { return false }
        return distance > 0
    }

    /// The fewest edits (insertions, deletions, substitutions, swaps of neighbours) that turn
    /// `a` into `b`, or nil when that is more than `limit`.
    @inlinable
    public static func editDistance<A: RandomAccessCollection, B: RandomAccessCollection>(_ a: A, _ b: B, limit: Int) -> Int?
    where A.Element: Equatable, B.Element == A.Element, A.Index == Int, B.Index == Int {
        let n = a.count
        let m = b.count
        if abs(n - m) > limit { return nil }
        if n == 0 || m == 0 { return max(n, m) }
        let aStart = a.startIndex
        let bStart = b.startIndex
        // Three rows of the table, in one buffer on the stack: the row before last (for swaps),
        // the last, and the current.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (m + 1)) { rows -> Int? in
            var older = rows.baseAddress!
            var previous = older + (m + 1)
            var current = previous + (m + 1)
            for j in 0...m { previous[j] = j }
            for i in 1...n {
                current[0] = i
                var rowBest = i
                let ai = a[aStart + i - 1]
                for j in 1...m {
                    let bj = b[bStart + j - 1]
                    var cost = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ai == bj ? 0 : 1))
                    if i > 1, j > 1, ai == b[bStart + j - 2], a[aStart + i - 2] == bj {
                        cost = Swift.min(cost, older[j - 2] + 1)
                    }
                    current[j] = cost
                    rowBest = Swift.min(rowBest, cost)
                }
                if rowBest > limit { return nil }
                (older, previous, current) = (previous, current, older)
            }
            return previous[m] <= limit ? previous[m] : nil
        }
    }
}
