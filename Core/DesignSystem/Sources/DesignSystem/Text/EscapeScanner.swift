/// Recognises ANSI control sequences (ESC [ … final byte) one character at a time, so that
/// measuring skips the codes a `Styler` adds.
struct EscapeScanner {
    private enum State {
        case text
        case escape
        case controlSequence
    }

    private var state = State.text

    /// Whether `character` belongs to an escape sequence (and so takes no columns).
    mutating func consumes(_ character: Character) -> Bool {
        switch state {
        case .text:
            guard character == "\u{1B}" else { return false }
            state = .escape
            return true
        case .escape:
            state = character == "[" ? .controlSequence : .text
            return true
        case .controlSequence:
            if let scalar = character.unicodeScalars.first, (0x40...0x7E).contains(scalar.value) {
                state = .text
            }
            return true
        }
    }
}
