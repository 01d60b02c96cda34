import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `popcorn` running with all three standard streams on a pseudo-terminal, as at a person's
/// terminal: the test types keys, reads what is drawn, resizes the window and sends signals.
final class TerminalSession {
    struct Timeout: Error, CustomStringConvertible {
        let description: String
    }

    private let primary: Int32
    private let path: String
    private let secondary: FileHandle
    private let process = Process()
    /// Everything drawn so far.
    private(set) var received = Data()

    /// - Parameter launcher: a program that starts popcorn, with its arguments (`setsid -c -w`,
    ///   which makes the terminal popcorn's controlling terminal and popcorn its foreground
    ///   process group, as a shell does); none by default.
    init(
        _ popcorn: Popcorn, _ arguments: [String], rows: UInt16, columns: UInt16, environment extra: [String: String] = [:],
        launcher: [String] = []
    ) throws {
        (primary, path) = try PseudoTerminal.open()
        guard let secondary = FileHandle(forUpdatingAtPath: path) else { throw Timeout(description: "cannot open \(path)") }
        self.secondary = secondary
        _ = fcntl(primary, F_SETFL, fcntl(primary, F_GETFL) | O_NONBLOCK)
        resize(rows: rows, columns: columns, signal: false)
        if let program = launcher.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = launcher.dropFirst() + [Popcorn.executable.path] + arguments
        } else {
            process.executableURL = Popcorn.executable
            process.arguments = arguments
        }
        process.environment = popcorn.environment(extra)
        process.standardInput = secondary
        process.standardOutput = secondary
        process.standardError = secondary
        try process.run()
    }

    /// The terminal's input settings, as `stty -a` would show them.
    func settings() -> termios {
        var settings = termios()
        tcgetattr(secondary.fileDescriptor, &settings)
        return settings
    }

    func send(_ keys: String) {
        _ = keys.utf8CString.withUnsafeBufferPointer { write(primary, $0.baseAddress, $0.count - 1) }
    }

    /// Changes the window's size and tells the program, as a terminal emulator does.
    func resize(rows: UInt16, columns: UInt16, signal: Bool = true) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
        if signal { Glibc.kill(process.processIdentifier, SIGWINCH) }
    }

    func kill(signal: Int32) {
        Glibc.kill(process.processIdentifier, signal)
    }

    /// Where the output read so far ends: wait for what comes after it.
    var mark: Int {
        drain()
        return received.count
    }

    /// Reads until `text` shows after `mark`.
    /// - Returns: the end of the match, the mark to wait from next.
    @discardableResult
    func waitFor(_ text: String, after mark: Int = 0, seconds: Double = 20) throws -> Int {
        let wanted = Data(text.utf8)
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            drain()
            if mark <= received.count, let found = received[mark...].range(of: wanted) { return found.upperBound }
            usleep(10_000)
        } while Date() < deadline
        throw Timeout(
            description:
                "never saw \(text.debugDescription); the end of the output: \(screenText(from: max(0, received.count - 800)).debugDescription)"
        )
    }

    /// The output from `mark` on, as text.
    func screenText(from mark: Int) -> String {
        String(decoding: received[min(mark, received.count)...], as: UTF8.self)
    }

    /// Waits for the program to end and gives its exit status, reading what it draws meanwhile.
    func waitForExit(seconds: Double = 20) throws -> Int32 {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            drain()
            guard Date() < deadline else {
                process.terminate()
                throw Timeout(description: "popcorn did not end")
            }
            usleep(10_000)
        }
        drain()
        return process.terminationStatus
    }

    /// Whether the program was ended by a signal it did not catch (its status is then the signal's number).
    var endedBySignal: Bool { process.terminationReason == .uncaughtSignal }

    func close() {
        if process.isRunning { process.terminate() }
        Glibc.close(primary)
        try? secondary.close()
    }

    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let count = read(primary, &buffer, buffer.count)
            guard count > 0 else { return }
            received.append(contentsOf: buffer[0..<count])
        }
    }
}
