import Browsing
import Testing

@testable import PopcornApp

/// The chat's prompt: keys edit the line (its `LineEdit`, tested in BrowsingTests); ↑ and ↓ walk
/// the messages sent; Enter, Ctrl-C and Ctrl-D say what the line comes to.
@Suite struct LineEditorTests {
    static func typed(_ text: String) -> [Key] { text.map(Key.character) }

    static func apply(_ keys: [Key], to editor: inout LineEditor) -> [LineEditor.Outcome] {
        keys.map { editor.apply($0) }
    }

    @Test func editingKeysEditTheLine() {
        var editor = LineEditor()
        _ = Self.apply(Self.typed("who directed") + [.left, .left, .left, .backspace] + Self.typed("X"), to: &editor)
        #expect(editor.line == "who direXted")
        #expect(editor.cursor == 9)
        _ = Self.apply([.home, .delete, .end, .control("w"), .home, .right, .control("k")], to: &editor)
        #expect(editor.line == "h")
        _ = Self.apply([.home, .control("u")], to: &editor)
        #expect(editor.line == "h")
        _ = Self.apply([.end, .control("u")], to: &editor)
        #expect(editor.line.isEmpty)
        // Keys that neither edit nor end the line are dropped.
        #expect(Self.apply([.escape, .redraw, .pageUp, .control("x")], to: &editor) == Array(repeating: .editing, count: 4))
        #expect(editor.line.isEmpty)
    }

    @Test func enterSendsTheLineAndUpAndDownWalkTheMessagesSentKeepingTheOneBeingTyped() {
        var editor = LineEditor(history: ["who directed it?"])
        #expect(Self.apply(Self.typed("who wrote it?") + [.enter], to: &editor).last == .sent("who wrote it?"))
        #expect(editor.line.isEmpty)
        _ = Self.apply(Self.typed("draft"), to: &editor)
        _ = editor.apply(.up)
        #expect(editor.line == "who wrote it?")
        _ = editor.apply(.up)
        #expect(editor.line == "who directed it?")
        _ = editor.apply(.up)
        #expect(editor.line == "who directed it?")
        #expect(editor.cursor == 16)
        _ = editor.apply(.down)
        #expect(editor.line == "who wrote it?")
        _ = editor.apply(.down)
        #expect(editor.line == "draft")
        _ = editor.apply(.down)
        #expect(editor.line == "draft")
        // Ctrl-P and Ctrl-N do as ↑ and ↓.
        _ = editor.apply(.control("p"))
        #expect(editor.line == "who wrote it?")
        _ = editor.apply(.control("n"))
        #expect(editor.line == "draft")
        // A message sent twice in a row is recalled once; an empty one never.
        _ = Self.apply([.control("u")] + Self.typed("who wrote it?") + [.enter, .enter], to: &editor)
        #expect(editor.history == ["who directed it?", "who wrote it?"])
    }

    @Test func ctrlCClearsALineAndOnAnEmptyOneAsksForASecond() {
        var editor = LineEditor()
        #expect(Self.apply(Self.typed("half a") + [.interrupt], to: &editor).last == .cleared)
        #expect(editor.line.isEmpty)
        #expect(editor.apply(.interrupt) == .interruptedEmpty)
        #expect(editor.history.isEmpty)
    }

    @Test func ctrlDEndsOnAnEmptyLineAndDeletesUnderTheCursorOtherwise() {
        var editor = LineEditor()
        #expect(Self.apply(Self.typed("ab") + [.home, .control("d")], to: &editor).last == .editing)
        #expect(editor.line == "b")
        _ = editor.apply(.control("d"))
        #expect(editor.apply(.control("d")) == .ended)
    }
}
