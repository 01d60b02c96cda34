import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs `popcorn` with standard output on a pseudo-terminal of a given width, as a user at a
/// terminal sees it.
enum PseudoTerminal {
    /// `_IOW('T', 0x31, int)` and `_IOR('T', 0x30, unsigned int)` in Linux's generic ioctl
    /// encoding (x86_64 and arm64 alike); Swift cannot import the function-like C macros.
    private static let unlockRequest: UInt = 0x4004_5431
    private static let numberRequest: UInt = 0x8004_5430

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A new pseudo-terminal: its primary side, open, and the path of its secondary side.
    static func open() throws -> (primary: Int32, secondaryPath: String) {
        // Linux's pseudo-terminal multiplexer: unlock the new terminal, then ask its number.
        let primary = Glibc.open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard primary >= 0, ioctl(primary, unlockRequest, &unlock) == 0, ioctl(primary, numberRequest, &number) == 0 else {
            throw Failure(description: "no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        return (primary, "/dev/pts/\(number)")
    }

    static func run(_ popcorn: Popcorn, _ arguments: [String], columns: UInt16, environment extra: [String: String] = [:]) throws -> (
        status: Int32, output: String
    ) {
        let (primary, secondaryPath) = try open()
        var size = winsize(ws_row: 40, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
        guard let secondary = FileHandle(forWritingAtPath: secondaryPath) else {
            throw Failure(description: "cannot open \(secondaryPath)")
        }
        let process = Process()
        process.executableURL = Popcorn.executable
        process.arguments = arguments
        process.environment = popcorn.environment(extra)
        process.standardOutput = secondary
        process.standardError = FileHandle.nullDevice
        try process.run()
        try secondary.close()

        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(primary, &buffer, buffer.count)
            if count <= 0 { break }  // EIO once the child has closed its end
            output.append(contentsOf: buffer[0..<count])
        }
        process.waitUntilExit()
        close(primary)
        return (process.terminationStatus, String(decoding: output, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n"))
    }
}
