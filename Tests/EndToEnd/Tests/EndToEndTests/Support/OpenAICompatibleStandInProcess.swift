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

    private let server: StandInServerProcess
    var baseURL: String { server.baseURL }

    /// Starts the stand-in playing `answers` in order (`tool-call`, `streamed-text`, …).
    init(answers: [String]) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executable.path) else { throw Missing(path: Self.executable.path) }
        server = try StandInServerProcess(executable: Self.executable, arguments: answers)
    }

    /// The environment that points `popcorn` at the stand-in with `key`.
    func environment(key: String = apiKey) -> [String: String] {
        ["POPCORN_LLM_BASE_URL": baseURL, "POPCORN_LLM_API_KEY": key]
    }

    /// Ends the stand-in by closing its standard input (a signal may be blocked in a process the
    /// test runner starts), then waits for it.
    func stop() {
        guard server.process.isRunning else { return }
        try? server.input.fileHandleForWriting.close()
        server.process.waitUntilExit()
    }

    /// Ends the stand-in as ``stop()`` does and returns how many requests it was sent (refused
    /// ones too), which it says as it ends; nil if it said nothing of the kind.
    func stopCountingRequests() -> Int? {
        guard server.process.isRunning else { return nil }
        try? server.input.fileHandleForWriting.close()
        let said = server.readLine()
        server.process.waitUntilExit()
        guard said.hasSuffix(" requests") else { return nil }
        return Int(said.dropLast(" requests".count))
    }

    deinit { stop() }
}
