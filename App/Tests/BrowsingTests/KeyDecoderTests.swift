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

    @Test func decodesPageKeysEnterBackspaceAndControlKeys() {
        #expect(keys(Array("\u{1B}[5~\u{1B}[6~".utf8)) == [.pageUp, .pageDown])
        #expect(keys([0x0D, 0x7F, 0x08, 0x03, 0x0C]) == [.enter, .backspace, .backspace, .interrupt, .redraw])
    }

    @Test func aLoneEscapeIsTheEscapeKey() {
        #expect(keys([0x1B]) == [.escape])
        #expect(keys([0x1B, UInt8(ascii: "q")]) == [.escape, .character("q")])
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
    }

    @Test func anUnknownSequenceIsSkippedWhole() {
        #expect(keys(Array("\u{1B}[15~j".utf8)) == [.character("j")])
    }
}
