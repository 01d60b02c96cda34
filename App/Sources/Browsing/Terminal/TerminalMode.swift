#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal into the state a full-screen program needs (raw input, the alternate
/// screen, no cursor) and back again. The settings from before are kept in one place so that
/// every way out — `q`, Ctrl-C, a signal, an error, `exit` — restores the same ones.
enum TerminalMode {
    /// The terminal and its input settings from before, while the full screen is on.
    nonisolated(unsafe) private static var saved: (terminal: TerminalStreams, settings: termios)?

    /// - Returns: false when the input's settings cannot be read or changed (not a terminal).
    static func enter(_ terminal: TerminalStreams) -> Bool {
        var settings = termios()
        guard tcgetattr(terminal.input, &settings) == 0 else { return false }
        var raw = settings
        cfmakeraw(&raw)
        // Output is still processed, so that a stray newline from elsewhere returns the carriage.
        raw.c_oflag |= tcflag_t(OPOST | ONLCR)
        guard tcsetattr(terminal.input, TCSAFLUSH, &raw) == 0 else { return false }
        saved = (terminal, settings)
        atexit { TerminalMode.restore() }
        emit("\u{1B}[?1049h\u{1B}[?25l", to: terminal.output)
        return true
    }

    /// Back to the main screen, the cursor shown and the input settings from before. Safe to
    /// call more than once, and from a signal's handler.
    static func restore() {
        guard let (terminal, settings) = saved else { return }
        saved = nil
        emit("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l", to: terminal.output)
        var original = settings
        tcsetattr(terminal.input, TCSAFLUSH, &original)
    }

    private static func emit(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
