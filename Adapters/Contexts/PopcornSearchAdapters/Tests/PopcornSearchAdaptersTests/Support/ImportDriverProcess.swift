import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// `SearchExportImportDriver` (Tests/SearchExportImportDriver) run as a process of its own, so
/// that a test can kill an import with SIGKILL, which leaves it no chance to tidy up.
struct ImportDriverProcess {
    /// What a run printed: its progress reports, its summary line, and how it ended.
    struct Outcome {
        var progress: [Int] = []
        var summary: String?
        var killed = false
        var status: Int32 = 0
    }

    let indexFile: URL
    let export: URL

    /// The driver, built beside this test bundle by `swift build --build-tests` (the test target depends on it).
    static var executable: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("SearchExportImportDriver")
    }

    /// Runs the import; with `killAt`, kills it with SIGKILL once it reports that share of the
    /// file read.
    func run(killAt share: Double? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = [indexFile.path, export.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var outcome = Outcome()
        var pending = Data()
        let reader = output.fileHandleForReading
        reading: while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending = Data(pending[(newline + 1)...])
                let words = line.split(separator: " ")
                if words.first == "progress", words.count == 3, let done = Int(words[1]), let total = Int(words[2]) {
                    outcome.progress.append(done)
                    if let share, Double(done) >= share * Double(total) {
                        kill(process.processIdentifier, SIGKILL)
                        outcome.killed = true
                        break reading
                    }
                } else if words.first == "summary" {
                    outcome.summary = line
                }
            }
        }
        process.waitUntilExit()
        outcome.status = process.terminationStatus
        return outcome
    }
}
