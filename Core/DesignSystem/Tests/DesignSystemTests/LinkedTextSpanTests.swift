import Testing

@testable import DesignSystem

/// The faster searches for a link's label (by bytes for printable ASCII, by scalars for plain
/// scalars) against the search character by character, which holds for any text.
@Suite("LinkedText's spans")
struct LinkedTextSpanTests {
    static let lines = [
        "Frankenstein #1062722           2025  7.9 ████░  Drama, Horror, Fantasy",
        "Amélie #194                     2001  7.9 ████░  Comedy, Romance",
        "Le Fabuleux Destin d'Amélie Po… 2001",
        "千と千尋の神隠し #129  2001  8.5 ████▎",
        "Spirited Away (千と千尋の神隠し) · 2001",
        "🎬 Fight Club #550  1999  8.3 ████▏  Drama",
        "Léon: The Professional — Луч Бессона, 1994",
        "   한국어 영화 …",
        "Brad Pi…  Tyler Durden ★",
        "     ",
        "",
    ]
    static let labels = [
        "Frankenstein", "Amélie", "Le Fabuleux Destin d'Amélie Poulain", "千と千尋の神隠し", "千と千尋の神隠し (2001)",
        "Fight Club", "🎬 Fight Club", "Léon: The Professional", "Луч Бессона", "한국어 영화", "Brad Pitt", "Nowhere",
        "2001", "Amé", "A", "", "★",
    ]

    @Test("on plain scalars, the search by scalars finds what the search by characters finds")
    func plainAgreesWithCharacters() throws {
        for line in Self.lines {
            for label in Self.labels {
                let scalars = try #require(PlainScalars.scalars(of: line))
                let wanted = try #require(PlainScalars.scalars(of: label))
                let plain = LinkedText<Int>.plainSpan(of: wanted, in: scalars)
                let general = LinkedText<Int>.characterSpan(of: label, in: line)
                #expect(plain == general, "\(label) on \(line)")
                #expect(LinkedText<Int>.span(of: label, in: line) == general, "\(label) on \(line)")
                #expect(LinkedText<Int>.shows(label, in: line) == line.contains(label), "\(label) on \(line)")
            }
        }
    }

    @Test("on printable ASCII, the search by bytes finds what the search by characters finds")
    func asciiAgreesWithCharacters() {
        let lines = ["Fight Club  1999   8.4  movie 550", "Brad Pi  Tyler", "   else", "Alien #348", ""]
        for line in lines {
            for label in ["Fight Club", "Brad Pitt", "Nowhere", "Alien", "550", "A", ""] {
                let ascii = LinkedText<Int>.asciiSpan(of: Array(label.utf8), in: Array(line.utf8))
                #expect(ascii == LinkedText<Int>.characterSpan(of: label, in: line), "\(label) on \(line)")
                #expect(LinkedText<Int>.shows(label, in: line) == line.contains(label), "\(label) on \(line)")
            }
        }
    }

    @Test("accents, CJK and emoji are marked in display columns, wide characters two each")
    func marksWideCharactersInColumns() {
        var text = LinkedText<Int>()
        text.append("千と千尋の神隠し #129  2001  8.5 ████▎", linking: "千と千尋の神隠し", to: 129)
        text.append("🎬 Fight Club #550  1999", linking: "Fight Club", to: 550)
        text.append("Amélie, Léon  2001", linking: "Léon", to: 101)
        text.append("2001  千と千尋の神…", linking: "千と千尋の神隠し", to: 129)
        #expect(text.links.map(\.column) == [0, 3, 8, 6])
        #expect(text.links.map(\.width) == [16, 10, 4, 13])
        #expect(text.links.map(text.shown) == ["千と千尋の神隠し", "Fight Club", "Léon", "千と千尋の神…"])
    }

    @Test("where the line and the label spell an accent differently, the characters still match")
    func decomposedAccentsFallBackToCharacters() {
        let composed = "Amélie  2001 ████░"
        let decomposed = "Ame\u{301}lie"
        #expect(PlainScalars.scalars(of: decomposed) == nil)
        #expect(LinkedText<Int>.span(of: decomposed, in: composed) == (0, 6))
        #expect(LinkedText<Int>.shows(decomposed, in: composed))
        #expect(LinkedText<Int>.span(of: "Amélie", in: "Ame\u{301}lie  2001") == (0, 6))
        // A letter that a mark follows is not the letter alone.
        #expect(LinkedText<Int>.span(of: "Ame", in: "Ame\u{301}lie  Ame") == (8, 3))
    }
}
