import Foundation

/// Runs the `sqlite3` command-line shell on a file, as another program (or another run) would.
struct SQLite3Command {
    let file: URL

    /// Starts `script` on its own process; `wait()` on the result to let it finish.
    func start(_ script: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sqlite3", "-bail", "-cmd", ".timeout 30000", file.path]
        let input = Pipe()
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(Data(script.utf8))
        try input.fileHandleForWriting.close()
        return process
    }

    /// Runs `script` to its end and gives what it printed; it must succeed.
    @discardableResult
    func run(_ script: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sqlite3", "-bail", file.path, script]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw SQLite3Failure(status: process.terminationStatus, script: script) }
        return String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
