import Browsing

/// The line being typed at the chat's prompt, and the messages sent before it, which ↑ and ↓ walk
/// through (the line being typed is kept while they do). Keys change it; Enter, Ctrl-C and
/// Ctrl-D say what the line comes to.
struct LineEditor {
    /// What a key made of the line.
    enum Outcome: Equatable {
        /// Still being typed.
        case editing
        /// Enter: the line is sent.
        case sent(String)
        /// Ctrl-C on a line with text: the line is dropped and a new one begins.
        case cleared
        /// Ctrl-C on an empty line: a second one in a row ends the chat.
        case interruptedEmpty
        /// Ctrl-D on an empty line: the chat ends.
        case ended
    }

    /// The line's text and cursor.
    private(set) var edit = LineEdit()
    /// The messages sent, oldest first.
    private(set) var history: [String]
    /// Which of `history` is shown; nil for the line being typed.
    private var shown: Int?
    /// The line being typed, kept while ↑ shows an earlier message.
    private var draft = LineEdit()

    init(history: [String] = []) {
        self.history = history
    }

    var line: String { edit.text }
    var cursor: Int { edit.cursor }

    /// What `key` makes of the line: the keys that edit a line edit it (`LineEdit.apply`); ↑ and
    /// ↓ (or Ctrl-P and Ctrl-N) show the messages sent; Enter, Ctrl-C and Ctrl-D end it; any
    /// other key is dropped.
    mutating func apply(_ key: Key) -> Outcome {
        guard !edit.apply(key) else { return .editing }
        switch key {
        case .up, .control("p"): showHistory(step: -1)
        case .down, .control("n"): showHistory(step: 1)
        case .enter:
            let sent = line
            if sent.contains(where: { !$0.isWhitespace }), history.last != sent { history.append(sent) }
            reset()
            return .sent(sent)
        case .interrupt:
            let hadText = !line.isEmpty
            reset()
            return hadText ? .cleared : .interruptedEmpty
        case .control("d"):
            // As readline does: on a line with text, Ctrl-D deletes the character under the cursor.
            guard line.isEmpty else {
                edit.deleteForward()
                break
            }
            return .ended
        default: break
        }
        return .editing
    }

    private mutating func showHistory(step: Int) {
        guard !history.isEmpty else { return }
        let next: Int?
        switch (shown, step < 0) {
        case (nil, true):
            draft = edit
            next = history.count - 1
        case (nil, false): return
        case (let index?, true): next = max(index - 1, 0)
        case (let index?, false): next = index + 1 < history.count ? index + 1 : nil
        }
        shown = next
        edit = next.map { LineEdit(history[$0]) } ?? draft
    }

    private mutating func reset() {
        edit = LineEdit()
        shown = nil
        draft = LineEdit()
    }
}
