import Foundation

/// The OpenAI-compatible stand-in (`openai-compatible-stand-in`, built with the OpenAICompatible
/// vendor package) running as a process of its own on 127.0.0.1, playing the answers it is named,
/// one a request, for runs of `popcorn ask` with a configured model.
final class OpenAICompatibleStandInProcess {
    /// The key the stand-in accepts.
    static let apiKey = "sk-stand-in-7d41c09e2b"

    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String {
            "no stand-in at \(path): run `swift build --package-path Adapters/Vendors/OpenAICompatible` first, "
                + "or set POPCORN_OPENAI_COMPATIBLE_STAND_IN"
        }
    }

    /// `POPCORN_OPENAI_COMPATIBLE_STAND_IN`, else the debug build in the vendor's `.build`.
    static let executable: URL = {
        if let path = ProcessInfo.processInfo.environment["POPCORN_OPENAI_COMPATIBLE_STAND_IN"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return Repository.root.appendingPathComponent("Adapters/Vendors/OpenAICompatible/.build/debug/openai-compatible-stand-in")
    }()

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    let baseURL: String

    /// Starts the stand-in playing `answers` in order (`tool-call`, `streamed-text`, …).
    init(answers: [String]) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executable.path) else { throw Missing(path: Self.executable.path) }
        process.executableURL = Self.executable
        process.arguments = answers
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

    /// The environment that points `popcorn` at the stand-in with `key`.
    func environment(key: String = apiKey) -> [String: String] {
        ["POPCORN_LLM_BASE_URL": baseURL, "POPCORN_LLM_API_KEY": key]
    }

    /// Ends the stand-in by closing its standard input (a signal may be blocked in a process the
    /// test runner starts), then waits for it.
    func stop() {
        guard process.isRunning else { return }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    deinit { stop() }
}
