import Foundation

/// A stand-in server run as a process of its own on 127.0.0.1: started with its arguments, its
/// base URL the first line it prints, its standard input held open while it runs.
final class StandInServerProcess {
    let process = Process()
    let input = Pipe()
    private let output = Pipe()
    let baseURL: String

    init(executable: URL, arguments: [String]) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        baseURL = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Gives the stand-in a command, as a line on its standard input, and gives back its answer:
    /// the line it prints once it has done as told.
    @discardableResult
    func tell(_ command: String) -> String {
        input.fileHandleForWriting.write(Data((command + "\n").utf8))
        return readLine()
    }

    /// The next line the stand-in prints, without its end; what came before the end of its output
    /// if it ends first.
    func readLine() -> String {
        var said = Data()
        while !said.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said.append(chunk)
        }
        return String(decoding: said, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
