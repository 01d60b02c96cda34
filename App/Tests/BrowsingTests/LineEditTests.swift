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
