import Foundation

@testable import Browsing

#if canImport(Glibc)
    import Glibc
#endif

/// A pseudo-terminal opened by a test: the browser draws on its terminal side, the test types
/// and reads on the other.
@MainActor
final class PseudoTerminal {
    struct Timeout: Error, CustomStringConvertible {
        let waitingFor: String
        let screen: String
        var description: String { "never saw \(waitingFor.debugDescription); read so far: \(screen.debugDescription)" }
    }

    let controller: Int32
    let terminal: Int32
    /// Everything read from the terminal side so far.
    private(set) var received = ""

    init(rows: UInt16, columns: UInt16) throws {
        // Linux's multiplexer: unlock the new terminal, then ask its number. `_IOW('T', 0x31, int)`
        // and `_IOR('T', 0x30, unsigned int)`, which Swift cannot import as the C macros they are.
        controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard controller >= 0, ioctl(controller, 0x4004_5431, &unlock) == 0, ioctl(controller, 0x8004_5430, &number) == 0 else {
            throw POSIXError(.ENODEV)
        }
        terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { throw POSIXError(.ENODEV) }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
        _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
    }

    var streams: TerminalStreams { TerminalStreams(input: terminal, output: terminal) }

    func send(_ keys: String) {
        _ = keys.utf8CString.withUnsafeBufferPointer { write(controller, $0.baseAddress, $0.count - 1) }
    }

    /// Reads until `text` has arrived since `mark`, without blocking the caller's actor.
    /// - Returns: the end of what was read, to wait from next time.
    @discardableResult
    func waitFor(_ text: String, after mark: String.Index? = nil, seconds: Double = 10) async throws -> String.Index {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            drain()
            let start = mark ?? received.startIndex
            if let found = received[start...].range(of: text) { return found.upperBound }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw Timeout(waitingFor: text, screen: String(received.suffix(600)))
    }

    var end: String.Index {
        drain()
        return received.endIndex
    }

    func settings() -> termios {
        var settings = termios()
        tcgetattr(terminal, &settings)
        return settings
    }

    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            received += String(decoding: buffer[..<count], as: UTF8.self)
        }
    }

    /// Closes the controller first, so that a thread still reading the terminal side wakes and ends.
    func close() async {
        _ = Glibc.close(controller)
        try? await Task.sleep(for: .milliseconds(50))
        _ = Glibc.close(terminal)
    }
}
