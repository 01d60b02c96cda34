/// A key the chat's prompt acts on, as a terminal in raw mode sends it.
enum LineKey: Equatable, Sendable {
    case character(Character)
    case left, right, home, end
    case up, down
    case backspace, delete
    /// Ctrl-U: the line before the cursor goes.
    case deleteToStart
    /// Ctrl-K: the line after the cursor goes.
    case deleteToEnd
    /// Ctrl-W: the word before the cursor goes.
    case deleteWord
    case enter
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D.
    case endOfInput
}
