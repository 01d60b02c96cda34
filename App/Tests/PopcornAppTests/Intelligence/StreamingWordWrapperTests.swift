import Testing

@testable import PopcornApp

/// A reply wrapped as it arrives reads as the same reply wrapped whole, however it was cut into
/// pieces; on a terminal, a word that outgrows its line is taken back and moved.
@Suite struct StreamingWordWrapperTests {
    static let reply = "Fight Club was directed by David Fincher, from a screenplay by Jim Uhls based on the novel by Chuck Palahniuk."

    /// What a terminal shows after `output`: carriage returns, moves left (`ESC [ n D`) and clears
    /// to the end of the line (`ESC [ K`) applied.
    static func screen(_ output: String) -> [String] {
        var lines: [[Character]] = [[]]
        var column = 0
        var characters = Array(output)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\n":
                lines.append([])
                column = 0
            case "\u{1B}":
                var parameter = ""
                _ = characters.popFirst()  // [
                while let next = characters.popFirst() {
                    if next.isNumber {
                        parameter.append(next)
                        continue
                    }
                    if next == "D" { column = max(column - (Int(parameter) ?? 1), 0) }
                    if next == "K" { lines[lines.count - 1].removeSubrange(min(column, lines[lines.count - 1].count)...) }
                    break
                }
            default:
                if column < lines[lines.count - 1].count {
                    lines[lines.count - 1][column] = character
                } else {
                    lines[lines.count - 1].append(character)
                }
                column += 1
            }
        }
        return lines.map { String($0) }
    }

    static func fed(_ pieces: [String], width: Int, rewritesLine: Bool) -> String {
        var wrapper = StreamingWordWrapper(width: width, rewritesLine: rewritesLine)
        return pieces.map { wrapper.feed($0) }.joined() + wrapper.finish()
    }

    /// `text` cut every `size` characters.
    static func pieces(of text: String, size: Int) -> [String] {
        stride(from: 0, to: text.count, by: size).map { start in
            String(Array(text)[start..<min(start + size, text.count)])
        }
    }

    static let expected = [
        "Fight Club was directed by David",
        "Fincher, from a screenplay by Jim",
        "Uhls based on the novel by Chuck",
        "Palahniuk.",
        "",
    ]

    @Test(arguments: [1, 2, 3, 7, 200])
    func fromAPipeWordsAreHeldUntilTheyEndAndPlacedWhole(size: Int) {
        let output = Self.fed(Self.pieces(of: Self.reply, size: size), width: 34, rewritesLine: false)
        #expect(output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == Self.expected)
        #expect(!output.contains("\u{1B}"))
    }

    @Test(arguments: [1, 2, 3, 7, 200])
    func onATerminalAWordOutgrowingItsLineIsMovedToTheNext(size: Int) {
        let output = Self.fed(Self.pieces(of: Self.reply, size: size), width: 34, rewritesLine: true)
        #expect(Self.screen(output) == Self.expected)
    }

    @Test func onATerminalEachPieceIsPrintedAsItComes() {
        var wrapper = StreamingWordWrapper(width: 80, rewritesLine: true)
        #expect(wrapper.feed("Fight") == "Fight")
        #expect(wrapper.feed(" Club was") == " Club was")
        #expect(wrapper.finish() == "\n")
    }

    @Test func lineBreaksInTheReplyAreKeptAndALongWordIsBroken() {
        let text = "Seasons:\n\n1. Winter Is Coming\nabcdefghijklmnopqrstuvwxyz"
        for rewritesLine in [false, true] {
            let output = Self.fed(Self.pieces(of: text, size: 4), width: 10, rewritesLine: rewritesLine)
            #expect(Self.screen(output) == ["Seasons:", "", "1. Winter", "Is Coming", "abcdefghij", "klmnopqrst", "uvwxyz", ""])
        }
    }

    @Test func wideCharactersCountTwoColumns() {
        let output = Self.fed(["日本語の 映画"], width: 9, rewritesLine: false)
        #expect(output == "日本語の\n映画\n")
    }
}
