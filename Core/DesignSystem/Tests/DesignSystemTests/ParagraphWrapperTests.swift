import DesignSystem
import Testing

@Suite struct ParagraphWrapperTests {
    let synopsis = "A sleepless office worker and a reckless soap salesman start an underground club."

    @Test func noLineIsWiderThanTheWidth() {
        for width in [12, 20, 33, 80] {
            let lines = ParagraphWrapper.wrap(synopsis, width: width)
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "width \(width): \(lines)")
            #expect(lines.joined(separator: " ") == synopsis)
        }
    }

    @Test func breaksAtSpaces() {
        #expect(ParagraphWrapper.wrap("one two three four", width: 9) == ["one two", "three", "four"])
    }

    @Test func indentsEveryLine() {
        let lines = ParagraphWrapper.wrap("one two three four", width: 11, indent: 2)
        #expect(lines == ["  one two", "  three", "  four"])
    }

    @Test func splitsAWordWiderThanTheLine() {
        #expect(ParagraphWrapper.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    }

    @Test func keepsExistingLineBreaks() {
        #expect(ParagraphWrapper.wrap("first\n\nsecond", width: 20) == ["first", "", "second"])
    }

    @Test func wrapsWideCharactersByColumns() {
        let lines = ParagraphWrapper.wrap("千と千尋の神隠し", width: 6)
        #expect(lines == ["千と千", "尋の神", "隠し"])
    }

    @Test func keepsAPathWholeWhenAskedEvenPastTheWidth() {
        let text = "see /usr/local/share/popcorn/EmbeddedCatalogue.resources/Catalogue/manifest.json now"
        #expect(
            ParagraphWrapper.wrap(text, width: 20, keepingPathsWhole: true) == [
                "see", "/usr/local/share/popcorn/EmbeddedCatalogue.resources/Catalogue/manifest.json", "now",
            ])
        // Other words are still cut where they must be, and without the option a path is too.
        #expect(ParagraphWrapper.wrap("abcdefghij /a/b", width: 4, keepingPathsWhole: true) == ["abcd", "efgh", "ij", "/a/b"])
        #expect(ParagraphWrapper.wrap("/abc/defgh", width: 4) == ["/abc", "/def", "gh"])
    }

    @Test func plainTextSplitByItsBytesWrapsAsTextSplitByCharacters() {
        // A line break makes the text other than plain: it is split character by character, and
        // the break only adds an empty last line.
        let texts = [
            "A sleep-deprived corporate worker falls in with an anarchic stranger.",
            "  Amélie   Poulain, 千と千尋の神隠し ★ 8.3 ████▏ 🎬  ",
            "Ελληνικά · Русский · 한국어 영화 — «Léon» … Antidisestablishmentarianism",
            "", " ", "word",
        ]
        for text in texts {
            for width in [1, 4, 10, 20, 80] {
                #expect(
                    ParagraphWrapper.wrap(text, width: width, indent: 2)
                        == Array(ParagraphWrapper.wrap(text + "\n", width: width, indent: 2).dropLast()), "\(text) \(width)")
            }
        }
    }
}
