/// The word a person most likely meant: the closest of the words a command knows, when it is
/// close enough to be a slip of the fingers (`moive` for `movie`).
enum Spelling {
    /// The candidate nearest `word` by edits (a letter added, dropped, changed, or two swapped), if
    /// at most a third of the word's letters (and at least one) are off.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let allowed = max(1, word.count / 3)
        let ranked = candidates.map { (candidate: $0, distance: distance(word, $0)) }.filter { $0.distance <= allowed }
        return ranked.min { $0.distance < $1.distance }?.candidate
    }

    /// The optimal string alignment distance between `a` and `b`.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased())
        let b = Array(b.lowercased())
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
                }
            }
        }
        return rows[a.count][b.count]
    }
}
