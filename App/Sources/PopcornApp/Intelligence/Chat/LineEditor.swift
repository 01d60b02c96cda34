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

    private(set) var text: [Character] = []
    private(set) var cursor = 0
    /// The messages sent, oldest first.
    private(set) var history: [String]
    /// Which of `history` is shown; nil for the line being typed.
    private var shown: Int?
    /// The line being typed, kept while ↑ shows an earlier message.
    private var draft: [Character] = []

    init(history: [String] = []) {
        self.history = history
    }

    var line: String { String(text) }

    mutating func apply(_ key: LineKey) -> Outcome {
        switch key {
        case .character(let character):
            text.insert(character, at: cursor)
            cursor += 1
        case .left: cursor = max(cursor - 1, 0)
        case .right: cursor = min(cursor + 1, text.count)
        case .home: cursor = 0
        case .end: cursor = text.count
        case .backspace:
            guard cursor > 0 else { break }
            cursor -= 1
            text.remove(at: cursor)
        case .delete:
            guard cursor < text.count else { break }
            text.remove(at: cursor)
        case .deleteToStart:
            text.removeSubrange(0..<cursor)
            cursor = 0
        case .deleteToEnd: text.removeSubrange(cursor...)
        case .deleteWord:
            var start = cursor
            while start > 0, text[start - 1] == " " { start -= 1 }
            while start > 0, text[start - 1] != " " { start -= 1 }
            text.removeSubrange(start..<cursor)
            cursor = start
        case .up: showHistory(step: -1)
        case .down: showHistory(step: 1)
        case .enter:
            let sent = line
            if sent.contains(where: { !$0.isWhitespace }), history.last != sent { history.append(sent) }
            reset()
            return .sent(sent)
        case .interrupt:
            let hadText = !text.isEmpty
            reset()
            return hadText ? .cleared : .interruptedEmpty
        case .endOfInput:
            guard text.isEmpty else {
                // As readline does: on a line with text, Ctrl-D deletes the character under the cursor.
                if cursor < text.count { text.remove(at: cursor) }
                break
            }
            return .ended
        }
        return .editing
    }

    private mutating func showHistory(step: Int) {
        guard !history.isEmpty else { return }
        let next: Int?
        switch (shown, step < 0) {
        case (nil, true):
            draft = text
            next = history.count - 1
        case (nil, false): return
        case (let index?, true): next = max(index - 1, 0)
        case (let index?, false): next = index + 1 < history.count ? index + 1 : nil
        }
        shown = next
        text = next.map { Array(history[$0]) } ?? draft
        cursor = text.count
    }

    private mutating func reset() {
        text = []
        cursor = 0
        shown = nil
        draft = []
    }
}
