import Foundation

/// The index words of one length as the vocabulary keeps them, for the search for close
/// spellings (`CloseSpellingScan`): the words written only in ASCII first, sorted, a line each, so
/// that the n-th begins at n × (length + 1); then the others, sorted, a line each; and beside
/// them, for each ASCII word in its order, the letters it holds (`letterBits`), four bytes little
/// endian. A query rules most words out by those four bytes without reading the word.
struct VocabularyBlock {
    /// The lines, as UTF-8, joined by newlines.
    let words: Data
    /// The letters of each ASCII word, in the order of `words`.
    let letters: Data

    /// The block of `words`, every one `length` letters long.
    init(words: [String], length: Int) {
        // A word of `length` letters in as many bytes is ASCII.
        let sorted = words.sorted()
        let ascii = sorted.filter { $0.utf8.count == length }
        let others = sorted.filter { $0.utf8.count != length }
        self.words = Data((ascii + others).joined(separator: "\n").utf8)
        var letters = Data(capacity: 4 * ascii.count)
        for word in ascii {
            withUnsafeBytes(of: Self.letterBits(ofASCII: word.utf8).littleEndian) { letters.append(contentsOf: $0) }
        }
        self.letters = letters
    }

    /// The letters `text` holds, one bit for each of a–z, the ten digits sharing four bits, one
    /// bit for every letter beyond ASCII, and one for anything else. Letters that share a bit
    /// only make the count of a word's letters that a query lacks smaller, never larger than the
    /// edits the word is away.
    static func letterBits<Scalars: Sequence<Unicode.Scalar>>(of text: Scalars) -> UInt32 {
        text.reduce(0) { bits, scalar in bits | (scalar.isASCII ? bit(ofASCII: UInt8(scalar.value)) : beyondASCII) }
    }

    static func letterBits<Bytes: Sequence<UInt8>>(ofASCII text: Bytes) -> UInt32 {
        text.reduce(0) { $0 | bit(ofASCII: $1) }
    }

    /// The bit of every letter beyond ASCII.
    static let beyondASCII: UInt32 = 1 << 30

    private static func bit(ofASCII byte: UInt8) -> UInt32 {
        switch byte {
        case 0x61...0x7A: 1 << UInt32(byte - 0x61)
        case 0x30...0x39: 1 << (26 + UInt32(byte - 0x30) % 4)
        default: 1 << 31
        }
    }
}
