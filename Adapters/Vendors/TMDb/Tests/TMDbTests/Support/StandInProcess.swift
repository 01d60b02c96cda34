import Foundation
import Testing

/// The `tmdb-stand-in` executable of this package, run as a child process with pipes on its
/// standard streams.
final class StandInProcess {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()

    /// The built executable: it sits beside the test bundle, which SwiftPM builds with it.
    static var executable: URL {
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return runner.deletingLastPathComponent().appendingPathComponent("tmdb-stand-in")
    }

    init(arguments: [String] = []) throws {
        process.executableURL = Self.executable
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    /// What it printed past the last line read.
    private var unread: [UInt8] = []

    /// The first line it prints, without its line feed; nil if it ends first.
    func firstLine() -> String? { nextLine() }

    /// Gives it a command, as a line on its standard input, and gives back the line it answers;
    /// nil if it ends first.
    func tell(_ command: String) -> String? {
        input.fileHandleForWriting.write(Data((command + "\n").utf8))
        return nextLine()
    }

    /// The next line it prints, without its line feed; nil if it ends first.
    func nextLine() -> String? {
        while true {
            if let end = unread.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: unread[..<end], as: UTF8.self)
                unread.removeSubrange(...end)
                return line
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty {
                defer { unread = [] }
                return unread.isEmpty ? nil : String(decoding: unread, as: UTF8.self)
            }
            unread += chunk
        }
    }

    /// Waits up to `limit` for the process to end and gives its exit status; nil (after killing it)
    /// if it was still running.
    func exitStatus(within limit: Duration = .seconds(10)) async throws -> Int32? {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while process.isRunning, clock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        return process.terminationStatus
    }

    /// Everything it wrote to standard error.
    var errorText: String { String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) }
}
