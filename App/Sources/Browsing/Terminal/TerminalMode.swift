#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal into the state a full-screen program needs (raw input, the alternate
/// screen, no cursor) and back again. What restores it is kept where a signal handler can reach
/// it without allocating, so that every way out restores the same settings: `q`, Ctrl-C, the
/// signals the browser watches, an error, `exit`, and a crash (a fatal signal), after which
/// the crash goes on as it would have.
public enum TerminalMode {
    /// The signals that end a program abruptly: the terminal is restored, then the signal's
    /// earlier handling (the runtime's backtrace, a core dump) goes on.
    static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT]

    /// - Returns: false when the input's settings cannot be read or changed (not a terminal).
    public static func enter(_ terminal: TerminalStreams) -> Bool {
        var settings = termios()
        guard tcgetattr(terminal.input, &settings) == 0 else { return false }
        var raw = settings
        cfmakeraw(&raw)
        // Output is still processed, so that a stray newline from elsewhere returns the carriage.
        raw.c_oflag |= tcflag_t(OPOST | ONLCR)
        guard tcsetattr(terminal.input, TCSAFLUSH, &raw) == 0 else { return false }
        SavedTerminal.keep(terminal: terminal, settings: settings, restoring: Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8))
        atexit { TerminalMode.restore() }
        catchFatalSignals()
        emit(Array("\u{1B}[?1049h\u{1B}[?25l".utf8), to: terminal.output)
        return true
    }

    /// Back to the main screen, the cursor shown and the input settings from before. Safe to
    /// call more than once, and from a signal's handler.
    public static func restore() {
        SavedTerminal.restore()
    }

    private static func catchFatalSignals() {
        for number in fatalSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { number, information, context in
                SavedTerminal.restore()
                SavedTerminal.handOn(number, information, context)
            }
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            sigemptyset(&action.sa_mask)
            var earlier = sigaction()
            guard sigaction(number, &action, &earlier) == 0 else { continue }
            SavedTerminal.keep(earlier, for: number)
        }
    }

    /// Writes `bytes` whole.
    /// - Returns: false when the terminal would take no more.
    @discardableResult
    static func emit(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBufferPointer { SavedTerminal.writeAll($0.baseAddress, $0.count, to: descriptor) }
    }
}
