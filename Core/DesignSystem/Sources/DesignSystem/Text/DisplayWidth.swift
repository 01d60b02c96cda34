/// Measures text in terminal columns rather than characters.
///
/// A CJK ideograph or an emoji takes two columns, a combining accent none, and the escape sequences
/// that paint text take none at all; tables and wrapped paragraphs line up only when measured this way.
public enum DisplayWidth {
    /// The number of columns `text` occupies on a terminal.
    public static func of(_ text: String) -> Int {
        // Printable ASCII, most of what a terminal shows, is one character and one column a byte.
        if isPrintableASCII(text) { return text.utf8.count }
        // Text of plain scalars (accents, a rating's bar, CJK) is a character a scalar: no grapheme breaking.
        if let width = plainWidth(of: text) { return width }
        var width = 0
        var escape = EscapeScanner()
        for character in text where !escape.consumes(character) {
            width += of(character)
        }
        return width
    }

    /// The number of columns one grapheme cluster occupies: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        // Printable ASCII, most of what a terminal shows, takes one column: no table to look in.
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        if isWide(first) { return 2 }
        // An emoji that asks for emoji presentation with VS16 (U+FE0F) is drawn two columns wide.
        if scalars.contains(where: { $0.value == 0xFE0F }), first.properties.isEmoji { return 2 }
        return 1
    }

    /// `text` cut to at most `width` columns, ending in "…" when anything was cut.
    /// Escape sequences are not expected here: truncate plain text, then paint it.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard of(text) > width else { return text }
        var kept = ""
        var used = 0
        for character in text {
            let columns = of(character)
            if used + columns > width - 1 { break }
            kept.append(character)
            used += columns
        }
        return kept + "…"
    }

    /// `text` cut after `width` columns, its escape sequences kept (even past the cut, so that
    /// what they turn off is turned off): for a line that must not wrap on a terminal.
    public static func clip(_ text: String, to width: Int) -> String {
        var kept = ""
        var used = 0
        var isFull = false
        var escape = EscapeScanner()
        for character in text {
            if escape.consumes(character) {
                kept.append(character)
                continue
            }
            let columns = of(character)
            isFull = isFull || used + columns > width
            guard !isFull else { continue }
            kept.append(character)
            used += columns
        }
        return kept
    }

    /// `text` followed (or, right-aligned, preceded) by spaces up to `width` columns.
    public static func pad(_ text: String, to width: Int, alignment: TextAlignment = .left) -> String {
        let padding = String(repeating: " ", count: max(0, width - of(text)))
        switch alignment {
        case .left: return text + padding
        case .right: return padding + text
        }
    }

    /// Whether every byte of `text` is printable ASCII (no control character, no escape): then each
    /// byte is a character one column wide, and the text can be measured and searched by its bytes.
    static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// The columns `text` takes when every scalar of it is one of `PlainScalars`, each a character
    /// of its own; nil when one is not.
    static func plainWidth(of text: String) -> Int? {
        var width = 0
        for scalar in text.unicodeScalars {
            guard PlainScalars.contains(scalar) else { return nil }
            width += of(plain: scalar)
        }
        return width
    }

    /// The columns one of `PlainScalars` takes, the character it makes alone: 1, or 2 when wide.
    static func of(plain scalar: Unicode.Scalar) -> Int {
        isWide(scalar) ? 2 : 1
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        // Nothing before the Hangul Jamo is wide, and no emoji comes before U+231A (a watch).
        guard scalar.value >= 0x1100 else { return false }
        if scalar.value < 0x231A { return scalar.value <= 0x115F }
        if scalar.properties.isEmojiPresentation { return true }
        return wideRanges.contains { $0.first <= scalar.value && scalar.value <= $0.last }
    }

    /// East Asian Wide and Fullwidth blocks (Unicode Standard Annex #11), coarsely: first and last
    /// scalar of each (pairs, not `ClosedRange`s, which the runtime would look a conformance up for).
    private static let wideRanges: [(first: UInt32, last: UInt32)] = [
        (0x1100, 0x115F),  // Hangul Jamo initial consonants
        (0x2E80, 0x303E),  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
        (0x3041, 0x33FF),  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK compatibility
        (0x3400, 0x4DBF),  // CJK unified ideographs extension A
        (0x4E00, 0x9FFF),  // CJK unified ideographs
        (0xA000, 0xA4CF),  // Yi
        (0xA960, 0xA97F),  // Hangul Jamo extended A
        (0xAC00, 0xD7A3),  // Hangul syllables
        (0xF900, 0xFAFF),  // CJK compatibility ideographs
        (0xFE10, 0xFE19),  // vertical forms
        (0xFE30, 0xFE6F),  // CJK compatibility forms, small form variants
        (0xFF00, 0xFF60),  // fullwidth forms
        (0xFFE0, 0xFFE6),  // fullwidth signs
        (0x20000, 0x2FFFD),  // CJK unified ideographs extensions B onwards
        (0x30000, 0x3FFFD),
    ]
}
