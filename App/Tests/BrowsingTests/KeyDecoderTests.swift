import Testing

@testable import Browsing

@Suite struct KeyDecoderTests {
    func keys(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.keys(from: bytes)
    }

    @Test func decodesArrowsInBothForms() {
        #expect(keys(Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8)) == [.up, .down, .right, .left])
        #expect(keys(Array("\u{1B}OA\u{1B}OB".utf8)) == [.up, .down])
    }

    @Test func decodesPageKeysHomeEndAndDeleteInEachSpelling() {
        #expect(keys(Array("\u{1B}[5~\u{1B}[6~".utf8)) == [.pageUp, .pageDown])
        let bytes = Array("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~\u{1B}[3~".utf8)
        #expect(keys(bytes) == [.home, .end, .home, .end, .home, .end, .home, .end, .delete])
    }

    @Test func decodesEnterBackspaceAndControlKeys() {
        #expect(keys([0x0D, 0x0A, 0x7F, 0x08, 0x03, 0x0C]) == [.enter, .enter, .backspace, .backspace, .interrupt, .redraw])
        #expect(
            keys([0x01, 0x02, 0x04, 0x05, 0x06, 0x0B, 0x0E, 0x10, 0x15, 0x17])
                == "abdefknpuw".map { Key.control($0) })
        // Bytes past Ctrl-Z, and NUL, are no key.
        #expect(keys([0x00, 0x1C, 0x1F, UInt8(ascii: "x")]) == [.character("x")])
    }

    @Test func aLoneEscapeIsTheEscapeKeyAndASequenceSplitBetweenReadsWaitsForTheRest() {
        #expect(keys([0x1B]) == [.escape])
        #expect(keys([0x1B, UInt8(ascii: "q")]) == [.escape, .character("q")])
        var decoder = KeyDecoder()
        #expect(decoder.keys(from: [UInt8(ascii: "a"), 0x1B, UInt8(ascii: "[")]) == [.character("a")])
        #expect(decoder.keys(from: [UInt8(ascii: "D")]) == [.left])
        #expect(decoder.keys(from: Array("\u{1B}[1".utf8)).isEmpty)
        #expect(decoder.keys(from: Array("~\u{1B}".utf8)) == [.home, .escape])
    }

    @Test func lettersAndTypedTextAreCharacters() {
        #expect(keys(Array("fight clb".utf8)) == "fight clb".map { .character($0) })
        #expect(keys(Array("é".utf8)) == [.character("é")])
    }

    @Test func aCharacterSplitAcrossReadsIsKeptForTheNext() {
        var decoder = KeyDecoder()
        let bytes = Array("ö".utf8)
        #expect(decoder.keys(from: [bytes[0]]).isEmpty)
        #expect(decoder.keys(from: [bytes[1]]) == [.character("ö")])
        let wide = Array("é日".utf8)
        #expect(decoder.keys(from: [UInt8(ascii: "a")] + wide.prefix(3)) == [.character("a"), .character("é")])
        #expect(decoder.keys(from: Array(wide.dropFirst(3))) == [.character("日")])
    }

    @Test func anUnknownSequenceIsSkippedWhole() {
        #expect(keys(Array("\u{1B}[15~j".utf8)) == [.character("j")])
        #expect(keys(Array("\u{1B}[15~\u{7F}x".utf8)) == [.backspace, .character("x")])
    }
}
