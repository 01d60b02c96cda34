import Foundation

/// How Search reads text, the same for a query and for a title: case, accents and punctuation
/// never matter. Text is cut into words at anything that is neither a letter nor a digit; an
/// apostrophe joins ("Schindler's" is one word, "schindlers"); letters are lower-cased and lose
/// their accents ("Amélie" is "amelie"); scripts without spaces keep their runs of letters whole.
public enum SearchText {
    /// The folded words of `text`, in order.
    public static func words(in text: String) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                switch scalar.value {
                case 0x61...0x7A, 0x30...0x39: word.append(scalar)
                case 0x41...0x5A: word.append(Unicode.Scalar(UInt8(scalar.value + 0x20)))
                case 0x27: continue
                default: finish(&word, into: &words)
                }
            } else if scalar == "\u{2019}" || scalar == "\u{02BC}" {
                continue
            } else if let folded = fold(scalar) {
                word.append(contentsOf: folded)
            } else {
                finish(&word, into: &words)
            }
        }
        finish(&word, into: &words)
        return words
    }

    /// The words of `text` joined by single spaces: what two titles are compared as whole.
    public static func folded(_ text: String) -> String {
        words(in: text).joined(separator: " ")
    }

    private static func finish(_ word: inout String.UnicodeScalarView, into words: inout [String]) {
        guard !word.isEmpty else { return }
        words.append(String(word))
        word = String.UnicodeScalarView()
    }

    /// A letter or digit beyond ASCII as the scalars it folds to; nil for anything else.
    private static func fold(_ scalar: Unicode.Scalar) -> [Unicode.Scalar]? {
        if let spelled = spelledOut[scalar] { return Array(spelled.unicodeScalars) }
        let properties = scalar.properties
        guard properties.isAlphabetic || properties.numericType != nil || properties.generalCategory == .nonspacingMark else {
            return nil
        }
        // Compatibility decomposition splits a letter from its accents (and a wide or ligature
        // form into plain letters); the accents, which do not space, are then dropped.
        let decomposed = String(scalar).decomposedStringWithCompatibilityMapping.unicodeScalars
        return decomposed.filter { $0.properties.generalCategory != .nonspacingMark }
            .flatMap { $0.properties.lowercaseMapping.unicodeScalars }
    }

    /// Letters that decomposition leaves whole but that are written out in plain letters.
    private static let spelledOut: [Unicode.Scalar: String] = [
        "ß": "ss", "ẞ": "ss", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ø": "o", "Ø": "o",
        "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "þ": "th", "Þ": "th", "ı": "i",
    ]
}
