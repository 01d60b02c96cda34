import DesignSystem
import Testing

@Suite struct DisplayWidthTests {
    @Test func asciiTakesOneColumnACharacter() {
        #expect(DisplayWidth.of("Fight Club") == 10)
    }

    @Test func precomposedAndDecomposedAccentsBothTakeOneColumn() {
        #expect(DisplayWidth.of("Amélie") == 6)
        #expect(DisplayWidth.of("Ame\u{301}lie") == 6)
    }

    @Test func cjkTakesTwoColumnsACharacter() {
        #expect(DisplayWidth.of("千と千尋の神隠し") == 16)
        #expect(DisplayWidth.of("기생충") == 6)
        #expect(DisplayWidth.of("ＡＢ") == 4)
    }

    @Test func emojiTakeTwoColumns() {
        #expect(DisplayWidth.of("🍿") == 2)
        #expect(DisplayWidth.of("❤️") == 2)
        #expect(DisplayWidth.of("⌚") == 2)
    }

    @Test func boxDrawingBlocksAndPunctuationTakeOneColumn() {
        #expect(DisplayWidth.of("█▏░") == 3)
        #expect(DisplayWidth.of("── · …") == 6)
        #expect(DisplayWidth.of("ᄀ") == 2)
    }

    @Test func controlCharactersAndEscapeSequencesTakeNone() {
        #expect(DisplayWidth.of("\u{1B}[1;31mred\u{1B}[0m") == 3)
        #expect(DisplayWidth.of("a\u{7}b") == 2)
    }

    @Test func clipsToTheWidthKeepingEveryEscape() {
        let painted = "\u{1B}[1mFight Club\u{1B}[0m (1999)"
        #expect(DisplayWidth.clip(painted, to: 5) == "\u{1B}[1mFight\u{1B}[0m")
        #expect(DisplayWidth.clip(painted, to: 40) == painted)
        // A wide character that would straddle the edge is left out, and nothing after it comes in.
        #expect(DisplayWidth.clip("千と a", to: 3) == "千")
        #expect(DisplayWidth.clip("abc", to: 0) == "")
    }

    @Test func truncatesToTheWidthWithAnEllipsis() {
        #expect(DisplayWidth.truncate("The Lord of the Rings", to: 10) == "The Lord …")
        #expect(DisplayWidth.of(DisplayWidth.truncate("The Lord of the Rings", to: 10)) == 10)
        #expect(DisplayWidth.truncate("Alien", to: 10) == "Alien")
        #expect(DisplayWidth.truncate("Alien", to: 0) == "")
    }

    @Test func neverSplitsAWideCharacterWhenTruncating() {
        let cut = DisplayWidth.truncate("千と千尋の神隠し", to: 6)
        #expect(cut == "千と…")
        #expect(DisplayWidth.of(cut) <= 6)
    }

    @Test func padsByColumnsNotCharacters() {
        #expect(DisplayWidth.pad("神隠し", to: 8) == "神隠し  ")
        #expect(DisplayWidth.pad("7", to: 3, alignment: .right) == "  7")
    }
}
