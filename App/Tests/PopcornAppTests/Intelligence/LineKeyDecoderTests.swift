import Testing

@testable import PopcornApp

/// The bytes a terminal in raw mode sends, read as the prompt's keys.
@Suite struct LineKeyDecoderTests {
    @Test func readsArrowsHomeEndAndDeleteInEachSpelling() {
        var decoder = LineKeyDecoder()
        let bytes = Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF\u{1B}[1~\u{1B}[4~\u{1B}[3~".utf8)
        #expect(decoder.keys(from: bytes) == [.up, .down, .right, .left, .home, .end, .home, .end, .home, .end, .delete])
    }

    @Test func readsTheControlKeys() {
        var decoder = LineKeyDecoder()
        #expect(
            decoder.keys(from: [0x01, 0x05, 0x02, 0x06, 0x03, 0x04, 0x7F, 0x08, 0x0D, 0x0B, 0x15, 0x17, 0x10, 0x0E])
                == [
                    .home, .end, .left, .right, .interrupt, .endOfInput, .backspace, .backspace, .enter, .deleteToEnd, .deleteToStart,
                    .deleteWord, .up, .down,
                ])
    }

    @Test func textInUTF8AndSequencesSplitBetweenReadsWaitForTheRest() {
        var decoder = LineKeyDecoder()
        let bytes = Array("é日".utf8)
        #expect(decoder.keys(from: [UInt8(ascii: "a")] + bytes.prefix(3)) == [.character("a"), .character("é")])
        #expect(decoder.keys(from: Array(bytes.dropFirst(3))) == [.character("日")])
        #expect(decoder.keys(from: [0x1B, UInt8(ascii: "[")]).isEmpty)
        #expect(decoder.keys(from: [UInt8(ascii: "D")]) == [.left])
        // Unknown sequences and other control bytes are dropped.
        #expect(decoder.keys(from: Array("\u{1B}[15~\u{07}x".utf8)) == [.character("x")])
    }
}
