#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal in raw mode while the chat's prompt reads a line, and back as it was for the
/// reply, so that Ctrl-C during a reply comes as SIGINT. The settings from before are kept where
/// an exit handler and a signal's handler can reach them without allocating: however the run
/// ends (`exit`, SIGTERM, SIGHUP), the terminal is left as it was found.
enum RawLineMode {
    nonisolated(unsafe) private static let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) private static var savedInput: Int32 = -1
    nonisolated(unsafe) private static var isRaw = false
    nonisolated(unsafe) private static var exitHandlerInstalled = false

    /// Raw input (no echo, no line editing, no signal keys); output still turns a newline into a
    /// carriage return and a newline.
    /// - Returns: false when the input is no terminal.
    static func enter(input: Int32) -> Bool {
        var settings = termios()
        guard tcgetattr(input, &settings) == 0 else { return false }
        saved.pointee = settings
        savedInput = input
        var raw = settings
        cfmakeraw(&raw)
        raw.c_oflag |= tcflag_t(OPOST | ONLCR)
        // TCSADRAIN, not TCSAFLUSH: what was typed while the reply streamed is kept.
        guard tcsetattr(input, TCSADRAIN, &raw) == 0 else { return false }
        isRaw = true
        if !exitHandlerInstalled {
            exitHandlerInstalled = true
            atexit { RawLineMode.leave() }
        }
        return true
    }

    /// The settings from before `enter`. Safe to call more than once, and from a signal's handler.
    static func leave() {
        guard isRaw else { return }
        isRaw = false
        tcsetattr(savedInput, TCSADRAIN, saved)
    }
}
