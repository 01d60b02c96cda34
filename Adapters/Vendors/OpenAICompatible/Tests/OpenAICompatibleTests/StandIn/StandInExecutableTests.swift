import Foundation
import OpenAICompatible
import Testing

@Suite("The stand-in as a process")
struct StandInExecutableTests {
    /// The built executable: it sits beside the test bundle, which SwiftPM builds with it.
    static var executable: URL {
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return runner.deletingLastPathComponent().appendingPathComponent("openai-compatible-stand-in")
    }

    @Test("It prints its base URL, plays the answers named, and ends when its input closes, saying how many requests it had")
    func playsAndEnds() async throws {
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        process.executableURL = Self.executable
        process.arguments = ["streamed-text", "ollama-refuses-tools"]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line: [UInt8] = []
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let address = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let baseURL = try #require(URL(string: address))
        #expect(address.hasPrefix("http://127.0.0.1:") && address.hasSuffix("/v1"))
        let client = StandInClient.client(baseURL)
        #expect(await Reply.reading(client.stream(StandInClient.question)).text == "Fight Club was directed by David Fincher.")
        let refusal = await Reply.failure { () async throws(OpenAICompatibleError) in _ = try await client.complete(StandInClient.question)
        }
        #expect(refusal == .toolsUnsupported(status: 400, message: "registry.ollama.ai/library/gemma:2b does not support tools"))
        try input.fileHandleForWriting.close()
        // As it ends, it says how many requests it was sent.
        var said = Data()
        while !said.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said += chunk
        }
        #expect(String(decoding: said, as: UTF8.self) == "2 requests\n")
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(5)
        while process.isRunning, clock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
