import Browsing
import Testing

@Suite struct LineEditTests {
    @Test func typesAtTheCursorAndDeletesBeforeIt() {
        var line = LineEdit()
        for character in "who drected" { line.insert(character) }
        #expect(line.cursor == 11)
        for _ in 0..<6 { line.moveLeft() }
        line.insert("i")
        #expect(line.text == "who directed")
        #expect(line.cursor == 6)
        line.deleteBackward()
        line.deleteBackward()
        #expect(line.text == "who rected")
        #expect(line.cursor == 4)
    }

    @Test func theCursorStaysWithinTheLine() {
        var line = LineEdit("é?")
        line.moveRight()
        #expect(line.cursor == 2)
        line.moveLeft()
        line.moveLeft()
        line.moveLeft()
        #expect(line.cursor == 0)
        line.deleteBackward()
        #expect(line.text == "é?")
        #expect(LineEdit("abc", cursor: 9).cursor == 3)
    }
}

extension LineEditTests {
    @Test func movesToEitherEndAndDeletesUnderTheCursorTheWordBeforeItOrEitherSideOfIt() {
        var line = LineEdit("who direXted")
        line.moveToStart()
        line.insert(">")
        line.insert(" ")
        line.moveToEnd()
        for character in " it?" { line.insert(character) }
        #expect(line.text == "> who direXted it?")
        line.moveToStart()
        line.deleteForward()
        line.deleteForward()
        #expect(line.text == "who direXted it?")
        line.moveToEnd()
        line.deleteWord()
        #expect(line.text == "who direXted ")
        line.deleteWord()
        #expect(line.text == "who ")
        #expect(line.cursor == 4)
        line.moveToStart()
        for _ in 0..<3 { line.moveRight() }
        line.deleteToEnd()
        #expect(line.text == "who")
        line.moveLeft()
        line.deleteToStart()
        #expect(line.text == "o")
        #expect(line.cursor == 0)
        line.moveToEnd()
        line.deleteForward()
        #expect(line.text == "o")
        line.deleteToStart()
        line.deleteWord()
        line.deleteToEnd()
        #expect(line == LineEdit())
    }

    /// Whether `line` took each of `keys`.
    func apply(_ keys: [Key], to line: inout LineEdit) -> [Bool] {
        keys.map { line.apply($0) }
    }

    @Test func theKeysThatEditALineEditItAndNoOther() {
        var line = LineEdit()
        var taken = apply("who direXted".map(Key.character), to: &line)
        taken += apply([.control("b"), .control("b"), .backspace, .left, .right, .delete], to: &line)
        #expect(line.text == "who direXd")
        taken += apply([.home, .delete, .end, .control("w")], to: &line)
        #expect(line.text == "ho ")
        taken += apply([.control("a"), .control("f"), .control("k")], to: &line)
        #expect(line == LineEdit("h"))
        taken += apply([.control("e"), .control("u")], to: &line)
        #expect(line == LineEdit())
        #expect(!taken.contains(false))
        let others: [Key] = [.up, .down, .pageUp, .pageDown, .enter, .escape, .interrupt, .redraw, .control("d"), .control("p")]
        #expect(!apply(others, to: &line).contains(true))
        #expect(line == LineEdit())
    }

    /// A window as the text shown, the cursor's column in it and the character it starts at.
    func window(_ line: LineEdit, width: Int, from first: Int = 0) -> String {
        let window = line.window(width: width, from: first)
        return "\(window.text)|\(window.cursor)|\(window.start)"
    }

    @Test func theWindowShowsTheCursorWithinTheWidth() {
        let question = "who plays Tyler Durden?"
        // While the cursor is near the start, the line shows from its start as far as it fits.
        #expect(window(LineEdit(question, cursor: 3), width: 10) == "who plays |3|0")
        // Further on, the characters just before the cursor, the cursor on the last column.
        #expect(window(LineEdit(question), width: 10) == "r Durden?|9|14")
        #expect(window(LineEdit(question, cursor: 12), width: 10) == " plays Tyl|9|3")
        // From where the last window began, the line stays put while the cursor is in sight…
        #expect(window(LineEdit(question, cursor: 8), width: 10, from: 5) == "lays Tyler|3|5")
        // …and follows it back past that.
        #expect(window(LineEdit(question, cursor: 2), width: 10, from: 5) == "o plays Ty|0|2")
        // Wide characters are counted in columns.
        #expect(window(LineEdit("日本語の映画"), width: 6) == "映画|4|4")
    }
}
