/// The scalars that each make a character of their own, whatever stands beside them, and are
/// their own canonical form (NFC): printable ASCII, the accented Latin letters, Greek and Cyrillic
/// letters, common punctuation and symbols, the block elements of a rating's bar, kana, CJK
/// ideographs, Hangul syllables and single emoji. No combining mark, joiner, variation selector,
/// control or format character is one.
///
/// In text made only of them a scalar is a character, and two pieces of text are the same
/// characters exactly when they are the same scalars (and the same UTF-8 bytes): such text can be
/// measured and searched scalar by scalar, without Swift's grapheme breaking and canonical
/// comparison, with the same result. DesignSystemTests checks every scalar of the set.
enum PlainScalars {
    /// Whether `scalar` is one of them.
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 }
        for range in ranges where value <= range.last {
            return value >= range.first
        }
        return false
    }

    /// Whether every scalar of `text` is one of them.
    static func areAll(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } || text.unicodeScalars.allSatisfy(contains)
    }

    /// Every scalar of `text`, when each is one of them; nil when one is not.
    static func scalars(of text: String) -> [Unicode.Scalar]? {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            guard contains(scalar) else { return nil }
            scalars.append(scalar)
        }
        return scalars
    }

    /// The set beyond ASCII, first and last scalar of each range, in order (pairs, not
    /// `ClosedRange`s, which the runtime would look a conformance up for). Left out on purpose:
    /// U+00AD (a soft hyphen, a format character), the combining marks after U+0482 and in U+302A…
    /// U+302F and U+3099…U+309A, the zero-width and direction characters of U+200B…U+200F and
    /// U+2028…U+202E, U+2126, U+212A and U+212B and the CJK compatibility ideographs (each has
    /// another canonical form), the halfwidth kana's sound marks, and the emoji skin tones
    /// (U+1F3FB…U+1F3FF), which join the emoji before them.
    static let ranges: [(first: UInt32, last: UInt32)] = [
        (0xA0, 0xAC),  // no-break space, Latin-1 punctuation and symbols
        (0xAE, 0x24F),  // the rest of Latin-1, Latin Extended-A and -B
        (0x391, 0x3A1),  // Greek capitals
        (0x3A3, 0x3C9),  // Greek capitals and small letters
        (0x400, 0x482),  // Cyrillic letters
        (0x2010, 0x2027),  // dashes, quotation marks, bullets, "…"
        (0x2030, 0x205E),  // per mille, primes, guillemets, "‼"
        (0x20A0, 0x20C0),  // currency signs
        (0x2190, 0x21FF),  // arrows
        (0x2500, 0x27BF),  // box drawing, block elements, geometric shapes, symbols ("★"), dingbats
        (0x3000, 0x3029),  // ideographic space and CJK punctuation
        (0x3041, 0x3096),  // hiragana
        (0x309D, 0x30FF),  // hiragana iteration marks, katakana
        (0x4E00, 0x9FFF),  // CJK unified ideographs
        (0xAC00, 0xD7A3),  // Hangul syllables
        (0xFF01, 0xFF60),  // fullwidth forms
        (0x1F300, 0x1F3FA),  // pictographs, up to the skin tones
        (0x1F400, 0x1F64F),  // pictographs and faces
        (0x1F680, 0x1F6FF),  // transport and map symbols
        (0x1F900, 0x1F9FF),  // supplemental symbols and pictographs
    ]
}
