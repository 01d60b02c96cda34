import Foundation
import Testing

@testable import DesignSystem

@Suite("PlainScalars")
struct PlainScalarsTests {
    /// Every scalar of the set, ASCII first.
    static let all: [Unicode.Scalar] =
        (0x20..<0x7F).compactMap(Unicode.Scalar.init)
        + PlainScalars.ranges.flatMap { range in (range.first...range.last).compactMap(Unicode.Scalar.init) }

    @Test("the ranges are in order and apart, so that the first range ending at or after a scalar decides")
    func rangesInOrder() {
        for (range, next) in zip(PlainScalars.ranges, PlainScalars.ranges.dropFirst()) {
            #expect(range.first <= range.last && range.last < next.first, "\(range) \(next)")
        }
        #expect(PlainScalars.ranges.allSatisfy { $0.first >= 0x7F })
    }

    @Test("a scalar of the set is a character of its own beside any other, whatever it is")
    func eachIsACharacterOfItsOwn() {
        // One of each way a scalar of the set can break from its neighbours: a letter, a Hangul
        // syllable without and with a final consonant, a pictograph, a wide ideograph, "…".
        let neighbours: [Unicode.Scalar] = ["a", "\u{AC00}", "\u{AC01}", "\u{1F3AC}", "\u{4E00}", "\u{2026}"]
        var failures: [String] = []
        for scalar in Self.all {
            for neighbour in neighbours + [scalar] {
                var view = String.UnicodeScalarView()
                view.append(contentsOf: [neighbour, scalar, neighbour])
                if String(view).count != 3 { failures.append(String(scalar.value, radix: 16)) }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20))")
    }

    @Test("a scalar of the set is its own canonical form, so that equal characters are equal scalars")
    func eachIsItsOwnCanonicalForm() {
        let failures = Self.all.filter { scalar in
            !String(Character(scalar)).precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual([scalar])
        }
        #expect(failures.isEmpty, "\(failures.prefix(20).map { String($0.value, radix: 16) })")
    }

    @Test("a scalar of the set is as wide alone as the character it makes")
    func widthAsItsCharacter() {
        let failures = Self.all.filter { DisplayWidth.of(plain: $0) != DisplayWidth.of(Character($0)) }
        #expect(failures.isEmpty, "\(failures.prefix(20).map { String($0.value, radix: 16) })")
    }

    @Test("no control, combining mark, joiner, variation selector or skin tone is in the set")
    func leavesOutWhatJoinsOrHides() {
        let outside: [Unicode.Scalar] = [
            "\u{1B}", "\u{7F}", "\u{85}", "\u{AD}", "\u{301}", "\u{483}", "\u{200B}", "\u{200D}", "\u{202E}", "\u{2126}",
            "\u{3099}", "\u{302A}", "\u{F900}", "\u{FE0F}", "\u{FF9E}", "\u{1F3FB}", "\u{1F1EB}", "\u{E0067}",
        ]
        #expect(outside.allSatisfy { !PlainScalars.contains($0) })
        #expect(PlainScalars.scalars(of: "Amélie ★ 千と千尋 🎬") != nil)
        #expect(PlainScalars.scalars(of: "Ame\u{301}lie") == nil)
        #expect(PlainScalars.areAll("Björk █▏░") && !PlainScalars.areAll("👍🏽"))
    }

    @Test("text of plain scalars is as wide measured scalar by scalar as character by character")
    func textWidths() {
        for text in ["Amélie", "8.3 ████▏", "千と千尋の神隠し", "🎬 Fight Club 🍿", "Ελληνικά · Русский", "한국어 영화", "«Léon» – 1994…"] {
            #expect(DisplayWidth.plainWidth(of: text) == text.reduce(0) { $0 + DisplayWidth.of($1) }, "\(text)")
        }
        #expect(DisplayWidth.of("千と千尋") == 8)
        #expect(DisplayWidth.of("🎬 ok") == 5)
        #expect(DisplayWidth.plainWidth(of: "e\u{301}") == nil)
        #expect(DisplayWidth.of("e\u{301}") == 1)
    }
}
