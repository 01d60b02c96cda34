import SearchDomain

/// Finds, among the index words of one length (the vocabulary's lines, as UTF-8), those that are
/// close spellings of a query word, without measuring the distance to most of them: an edit puts
/// at most one letter into a word, so a word with more letters that the query lacks than the
/// edits its length allows cannot be a close spelling. That count takes a look at each byte;
/// only the few words it lets through are measured (`SpellingTolerance`).
struct CloseSpellingScan {
    private let scalars: [Unicode.Scalar]
    private let bytes: [UInt8]
    private let asciiQuery: Bool
    /// For each ASCII byte, whether the query holds it.
    private let asciiInQuery: [Bool]

    init(queryWord: String) {
        scalars = Array(queryWord.unicodeScalars)
        bytes = Array(queryWord.utf8)
        asciiQuery = bytes.count == scalars.count
        var inQuery = [Bool](repeating: false, count: 128)
        for scalar in scalars where scalar.isASCII { inQuery[Int(scalar.value)] = true }
        asciiInQuery = inQuery
    }

    /// The query's length in letters.
    var length: Int { scalars.count }

    /// Appends to `found`, in their order, the words of `words` (each `length` letters long, one a
    /// line) that are close spellings of the query.
    func appendCloseSpellings(in words: UnsafeRawBufferPointer, length: Int, to found: inout [String]) {
        let allowed = SpellingTolerance.allowedEdits(forWordOfLength: length)
        guard allowed > 0, abs(length - scalars.count) <= allowed else { return }
        let text = words.bindMemory(to: UInt8.self)
        asciiInQuery.withUnsafeBufferPointer { inQuery in
            var start = 0
            while start < text.count {
                var end = start
                var foreign = 0
                var ascii = true
                while end < text.count, foreign <= allowed {
                    let byte = text[end]
                    if byte == 0x0A { break }
                    if byte < 0x80 {
                        if !inQuery[Int(byte)] { foreign += 1 }
                    } else {
                        ascii = false
                        // A letter's first byte: a letter of the query only if the query has some
                        // beyond ASCII, which is told by decoding it.
                        if byte >= 0xC0, !holds(letterAt: end, in: text) { foreign += 1 }
                    }
                    end += 1
                }
                guard foreign <= allowed else {
                    // Ruled out part-way: on to the next line, which follows at once when the
                    // word is ASCII, a byte a letter (a line is never shorter than its letters).
                    let asciiEnd = start + length
                    end = asciiEnd < text.count && text[asciiEnd] == 0x0A ? asciiEnd : end
                    while end < text.count, text[end] != 0x0A { end += 1 }
                    start = end + 1
                    continue
                }
                let word = UnsafeBufferPointer(rebasing: text[start..<end])
                let close =
                    asciiQuery && ascii
                    ? SpellingTolerance.isCloseSpelling(bytes, of: word)
                    : SpellingTolerance.isCloseSpelling(scalars, of: Array(String(decoding: word, as: UTF8.self).unicodeScalars))
                if close { found.append(String(decoding: word, as: UTF8.self)) }
                start = end + 1
            }
        }
    }

    /// Whether the query holds the letter beyond ASCII whose UTF-8 begins at `offset` of `text`.
    private func holds(letterAt offset: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !asciiQuery else { return false }
        let lead = text[offset]
        let count = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard offset + count <= text.count else { return false }
        var value = UInt32(lead) & (count == 4 ? 0x07 : count == 3 ? 0x0F : 0x1F)
        for next in 1..<count { value = value << 6 | UInt32(text[offset + next] & 0x3F) }
        return scalars.contains { $0.value == value }
    }
}
