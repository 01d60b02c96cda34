import DesignSystem

/// A line being typed: its text and where the cursor stands in it (a count of characters from its
/// start). Characters go in at the cursor; backspace takes the one before it, delete the one under
/// it; the line before or after the cursor, or the word before it, can go at once. The browser's
/// line and the chat's prompt both edit one.
public struct LineEdit: Equatable, Sendable {
    public private(set) var text: String
    public private(set) var cursor: Int

    public init(_ text: String = "", cursor: Int? = nil) {
        self.text = text
        self.cursor = min(max(0, cursor ?? text.count), text.count)
    }

    public mutating func insert(_ character: Character) {
        text.insert(character, at: index(cursor))
        cursor += 1
    }

    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        text.remove(at: index(cursor - 1))
        cursor -= 1
    }

    /// Takes the character under the cursor, if there is one.
    public mutating func deleteForward() {
        guard cursor < text.count else { return }
        text.remove(at: index(cursor))
    }

    /// Takes the line before the cursor (Ctrl-U).
    public mutating func deleteToStart() {
        text.removeSubrange(text.startIndex..<index(cursor))
        cursor = 0
    }

    /// Takes the line after the cursor (Ctrl-K).
    public mutating func deleteToEnd() {
        text.removeSubrange(index(cursor)...)
    }

    /// Takes the word before the cursor and the spaces after it (Ctrl-W).
    public mutating func deleteWord() {
        let characters = Array(text)
        var start = cursor
        while start > 0, characters[start - 1] == " " { start -= 1 }
        while start > 0, characters[start - 1] != " " { start -= 1 }
        text.removeSubrange(index(start)..<index(cursor))
        cursor = start
    }

    public mutating func moveLeft() {
        cursor = max(0, cursor - 1)
    }

    public mutating func moveRight() {
        cursor = min(text.count, cursor + 1)
    }

    public mutating func moveToStart() {
        cursor = 0
    }

    public mutating func moveToEnd() {
        cursor = text.count
    }

    /// Edits the line as `key` asks, if it is one that edits a line: text goes in; the arrows left
    /// and right, Home and End move; Backspace and Delete take a character; and the Emacs keys
    /// readline knows do the same (Ctrl-B, Ctrl-F, Ctrl-A, Ctrl-E), Ctrl-U, Ctrl-K and Ctrl-W take
    /// the line before or after the cursor or the word before it. False for any other key.
    public mutating func apply(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert(character)
        case .left, .control("b"): moveLeft()
        case .right, .control("f"): moveRight()
        case .home, .control("a"): moveToStart()
        case .end, .control("e"): moveToEnd()
        case .backspace: deleteBackward()
        case .delete: deleteForward()
        case .control("u"): deleteToStart()
        case .control("k"): deleteToEnd()
        case .control("w"): deleteWord()
        default: return false
        }
        return true
    }

    /// The part of the line that fits `width` columns with the cursor in sight: the characters
    /// from `first` (a character's place, as `start` gave it for the last window: the line scrolls
    /// only as far as the cursor needs), else from the start; then `start`, where the part shown
    /// begins, and the cursor's column within it (from 0).
    public func window(width: Int, from first: Int = 0) -> (text: String, cursor: Int, start: Int) {
        let characters = Array(text)
        var start = min(max(0, first), cursor)
        var before = DisplayWidth.of(String(characters[start..<cursor]))
        while before > width - 1, start < cursor {
            before -= DisplayWidth.of(characters[start])
            start += 1
        }
        var shown = ""
        var used = 0
        for character in characters[start...] {
            let columns = DisplayWidth.of(character)
            guard used + columns <= width else { break }
            shown.append(character)
            used += columns
        }
        return (shown, before, start)
    }

    private func index(_ offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: offset)
    }
}
