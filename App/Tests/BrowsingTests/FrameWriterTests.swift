import Testing

@testable import Browsing

@Suite struct FrameWriterTests {
    @Test func writesTheFirstFrameWholeAfterClearingTheScreen() {
        var writer = FrameWriter()
        let output = writer.output(for: ["one", "two"], cursor: nil)
        #expect(output == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Hone\u{1B}[0m\u{1B}[K\u{1B}[2;1Htwo\u{1B}[0m\u{1B}[K\u{1B}[?25l")
    }

    @Test func rewritesOnlyTheRowsThatChanged() {
        var writer = FrameWriter()
        _ = writer.output(for: ["header", "a", "b", "footer"], cursor: nil)
        let output = writer.output(for: ["header", "a", "B", "footer"], cursor: nil)
        #expect(output == "\u{1B}[3;1HB\u{1B}[0m\u{1B}[K\u{1B}[?25l")
    }

    @Test func anUnchangedFrameWritesOnlyTheCursorState() {
        var writer = FrameWriter()
        _ = writer.output(for: ["a"], cursor: nil)
        #expect(writer.output(for: ["a"], cursor: (row: 1, column: 3)) == "\u{1B}[1;3H\u{1B}[?25h")
    }

    @Test func afterAResetTheNextFrameIsWrittenWhole() {
        var writer = FrameWriter()
        _ = writer.output(for: ["a"], cursor: nil)
        writer.reset()
        #expect(writer.output(for: ["a"], cursor: nil).hasPrefix("\u{1B}[0m\u{1B}[2J"))
    }
}
