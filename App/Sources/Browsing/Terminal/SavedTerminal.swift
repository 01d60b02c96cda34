#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal's settings from before the full screen, and the bytes that leave it, in memory
/// allocated once: a signal handler may read them, but must not allocate or take a lock.
enum SavedTerminal {
    private struct Saved {
        let output: Int32
        let input: Int32
        let settings: UnsafeMutablePointer<termios>
        let bytes: UnsafeMutablePointer<UInt8>
        let count: Int
    }

    nonisolated(unsafe) private static var saved: Saved?
    nonisolated(unsafe) private static var isSaved = false
    /// Each fatal signal's handling from before, by number.
    nonisolated(unsafe) private static let earlierActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    static func keep(terminal: TerminalStreams, settings: termios, restoring bytes: [UInt8]) {
        let storedSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        storedSettings.initialize(to: settings)
        let storedBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
        storedBytes.initialize(from: bytes, count: bytes.count)
        saved = Saved(output: terminal.output, input: terminal.input, settings: storedSettings, bytes: storedBytes, count: bytes.count)
        isSaved = true
    }

    static func keep(_ action: sigaction, for number: Int32) {
        guard (0..<65).contains(number) else { return }
        earlierActions[Int(number)] = action
    }

    /// Leaves the full screen, once: later calls do nothing.
    static func restore() {
        guard isSaved, let saved else { return }
        isSaved = false
        writeAll(saved.bytes, saved.count, to: saved.output)
        tcsetattr(saved.input, TCSAFLUSH, saved.settings)
    }

    /// Hands the signal to its earlier handling (the runtime's backtrace, say), then ends the
    /// process as the signal does by default, so that the crash goes on: a fault raised by an
    /// instruction and a signal sent by `kill` alike.
    static func handOn(_ number: Int32, _ information: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
        guard (0..<65).contains(number) else { return }
        let earlier = earlierActions[Int(number)]
        let isIgnoredOrDefault = [0, 1].contains(unsafeBitCast(earlier.__sigaction_handler.sa_handler, to: Int.self))
        if !isIgnoredOrDefault {
            if earlier.sa_flags & SA_SIGINFO != 0 {
                earlier.__sigaction_handler.sa_sigaction?(number, information, context)
            } else {
                earlier.__sigaction_handler.sa_handler?(number)
            }
        }
        var byDefault = sigaction()
        byDefault.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&byDefault.sa_mask)
        sigaction(number, &byDefault, nil)
        raise(number)
    }

    /// Writes every byte, going on after an interruption.
    /// - Returns: false when the descriptor would take no more.
    @discardableResult
    static func writeAll(_ bytes: UnsafePointer<UInt8>?, _ count: Int, to descriptor: Int32) -> Bool {
        guard var next = bytes else { return count == 0 }
        var left = count
        while left > 0 {
            let written = write(descriptor, next, left)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            next += written
            left -= written
        }
        return true
    }
}
