import Foundation

/// Runs git in one repository and hands back what it printed.
struct Git: Sendable {
    struct Output {
        let status: Int32
        let standardOutput: Data
        let standardError: String

        var text: String { String(decoding: standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    let root: URL

    func run(_ arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read the error stream on another thread, so that neither pipe fills while the other waits.
        let errorText = ErrorCollector(errors.fileHandleForReading)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, standardOutput: data, standardError: errorText.wait())
    }

    /// The output of a command that must succeed.
    func text(_ arguments: [String]) throws(ReviewError) -> String {
        let output: Output
        do {
            output = try run(arguments)
        } catch {
            throw .gitFailed(command: arguments.joined(separator: " "), message: "\(error)")
        }
        guard output.status == 0 else {
            throw .gitFailed(command: arguments.joined(separator: " "), message: output.standardError)
        }
        return output.text
    }
}
