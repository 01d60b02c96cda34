import Browsing
import DesignSystem
import Foundation

/// Reads a line at the chat's prompt on a terminal, one key at a time in raw mode, drawing the line
/// again after each key. A line wider than the terminal scrolls sideways to keep the cursor in
/// view; once sent, it is drawn whole (the terminal wraps it) and the cursor goes to the next line.
final class TerminalPrompt {
    private let input: Int32
    private let output: Int32
    /// The prompt as printed (perhaps in colour), and its width on screen.
    private let prompt: String
    private let promptWidth: Int
    private(set) var editor: LineEditor
    private var decoder = KeyDecoder()
    /// The first character of the line shown, when it scrolls.
    private var firstShown = 0
    /// Where the line drawn last ends on screen, and the terminal's width then.
    private var drawnEnd = 0
    private var columns = 80

    init(input: Int32, output: Int32, prompt: String, promptWidth: Int, history: [String]) {
        self.input = input
        self.output = output
        self.prompt = prompt
        self.promptWidth = promptWidth
        editor = LineEditor(history: history)
    }

    /// Reads keys until the line is sent, cleared, interrupted or ended; nil when the input could
    /// not be read (the terminal went away).
    func read() -> LineEditor.Outcome? {
        guard RawLineMode.enter(input: input) else { return nil }
        defer { RawLineMode.leave() }
        firstShown = 0
        draw()
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            for key in decoder.keys(from: Array(buffer[0..<count])) {
                let outcome = editor.apply(key)
                switch outcome {
                case .editing: continue
                case .sent(let line): emit("\r" + prompt + line + "\u{1B}[K\r\n")
                case .cleared, .interruptedEmpty: emit(interruptMark + "\r\n")
                case .ended: emit("\r\n")
                }
                return outcome
            }
            draw()
        }
    }

    /// `^C` after the line, as a shell shows Ctrl-C, where it fits.
    private var interruptMark: String {
        drawnEnd + 2 < columns ? "\r\u{1B}[\(drawnEnd)C^C" : ""
    }

    /// The prompt and as much of the line as fits, the cursor where the editor has it.
    private func draw() {
        columns = TerminalSize.of(output).columns
        let room = max(columns - promptWidth - 1, 1)
        let (shown, cursorColumn, start) = editor.edit.window(width: room, from: firstShown)
        firstShown = start
        drawnEnd = promptWidth + DisplayWidth.of(shown)
        let column = promptWidth + cursorColumn
        emit("\r" + prompt + shown + "\u{1B}[K\r" + (column > 0 ? "\u{1B}[\(column)C" : ""))
    }

    private func emit(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
