import SearchDomain

/// Finds, among the index words of one length (a `VocabularyBlock`), those that are close
/// spellings of a query word, without measuring the distance to most of them: an edit puts at
/// most one letter into a word, so a word with more letters that the query lacks than the edits
/// its length allows cannot be a close spelling. An ASCII word is ruled out so by the block's
/// four bytes of its letters, without reading it; another by a look at each of its bytes. Only
/// the few words left are measured (`SpellingTolerance`).
struct CloseSpellingScan {
    private let scalars: [Unicode.Scalar]
    private let bytes: [UInt8]
    private let asciiQuery: Bool
    /// For each ASCII byte, whether the query holds it.
    private let asciiInQuery: [Bool]
    /// The letters the query holds (`VocabularyBlock.letterBits`).
    private let letterBits: UInt32

    init(queryWord: String) {
        scalars = Array(queryWord.unicodeScalars)
        bytes = Array(queryWord.utf8)
        asciiQuery = bytes.count == scalars.count
        var inQuery = [Bool](repeating: false, count: 128)
        for scalar in scalars where scalar.isASCII { inQuery[Int(scalar.value)] = true }
        asciiInQuery = inQuery
        letterBits = VocabularyBlock.letterBits(of: scalars)
    }

    /// The query's length in letters.
    var length: Int { scalars.count }

    /// Appends to `found` the words of the block (`words` and `letters`, of words `length`
    /// letters long) that are close spellings of the query, in the block's order.
    func appendCloseSpellings(
        in words: UnsafeRawBufferPointer, letters: UnsafeRawBufferPointer, length: Int, to found: inout [String]
    ) {
        let allowed = SpellingTolerance.allowedEdits(forWordOfLength: length)
        guard allowed > 0, abs(length - scalars.count) <= allowed else { return }
        let text = words.bindMemory(to: UInt8.self)
        let stride = length + 1
        let asciiWords = min(letters.count / 4, (text.count + 1) / stride)
        asciiInQuery.withUnsafeBufferPointer { inQuery in
            for index in 0..<asciiWords {
                // The letters the query lacks, less as many as the edits allowed: none may be left.
                // (Clearing the lowest bits, where a count of them would be a dozen steps without
                // the processor's own.)
                var lacked = UInt32(littleEndian: letters.loadUnaligned(fromByteOffset: 4 * index, as: UInt32.self)) & ~letterBits
                for _ in 0..<allowed { lacked &= lacked &- 1 }
                guard lacked == 0 else { continue }
                // Then the same count by the letters' places, where a letter may come twice.
                let word = UnsafeBufferPointer(rebasing: text[index * stride..<index * stride + length])
                var foreign = 0
                for byte in word where !inQuery[Int(byte & 0x7F)] { foreign += 1 }
                if foreign <= allowed { appendIfClose(word, to: &found) }
            }
        }
        appendCloseSpellings(
            inLines: UnsafeBufferPointer(rebasing: text[min(asciiWords * stride, text.count)...]), length: length, to: &found)
    }

    /// Appends to `found` the close spellings among `text`'s lines, words `length` letters long,
    /// each ruled out, where it can be, by a look at its bytes.
    private func appendCloseSpellings(inLines text: UnsafeBufferPointer<UInt8>, length: Int, to found: inout [String]) {
        let allowed = SpellingTolerance.allowedEdits(forWordOfLength: length)
        asciiInQuery.withUnsafeBufferPointer { inQuery in
            var start = 0
            while start < text.count {
                var end = start
                var foreign = 0
                while end < text.count, foreign <= allowed {
                    let byte = text[end]
                    if byte == 0x0A { break }
                    if byte < 0x80 {
                        if !inQuery[Int(byte)] { foreign += 1 }
                    } else if byte >= 0xC0, !holds(letterAt: end, in: text) {
                        // A letter's first byte: a letter of the query only if the query has some
                        // beyond ASCII, which is told by decoding it.
                        foreign += 1
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
                appendIfClose(UnsafeBufferPointer(rebasing: text[start..<end]), to: &found)
                start = end + 1
            }
        }
    }

    /// Appends `word`, UTF-8, to `found` if it is a close spelling of the query.
    private func appendIfClose(_ word: UnsafeBufferPointer<UInt8>, to found: inout [String]) {
        let ascii = !word.contains { $0 >= 0x80 }
        let close =
            asciiQuery && ascii
            ? SpellingTolerance.isCloseSpelling(bytes, of: word)
            : SpellingTolerance.isCloseSpelling(scalars, of: Array(String(decoding: word, as: UTF8.self).unicodeScalars))
        if close { found.append(String(decoding: word, as: UTF8.self)) }
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
