import Foundation
import Testing

/// `popcorn ask` with an OpenAI-compatible model configured (POPCORN_LLM_BASE_URL): the built
/// binary against `openai-compatible-stand-in`, over the App's async-http-client transport.
@Suite struct ConfiguredModelEndToEndTests {
    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func aReplyWithAToolCallRoundTrip() throws {
        let standIn = try OpenAICompatibleStandInProcess(answers: ["tool-call", "streamed-text"])
        defer { standIn.stop() }
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run(
            ["ask", "movie", "550", "who directed it?", "--json", "--no-save"], environment: standIn.environment(), input: "")
        #expect(run.status == 0, "\(run.stderr)")
        let document = try json(run.stdout)
        #expect(document["answer"] as? String == "Fight Club was directed by David Fincher.")
        #expect(document["finishReason"] as? String == "stop")
        // The model asked for the credits; popcorn ran the tool on the catalogue and handed the result back.
        let calls = try #require(document["toolCalls"] as? [[String: Any]])
        #expect(calls.map { $0["name"] as? String } == ["title_credits"])
        #expect((calls.first?["result"] as? String)?.contains("David Fincher") == true)
    }

    @Test func aServerRefusingToolsIsAskedAgainWithoutThemAndVerboseSaysSo() throws {
        let standIn = try OpenAICompatibleStandInProcess(answers: ["llama-cpp-refuses-tools", "streamed-text"])
        defer { standIn.stop() }
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run(
            ["ask", "movie", "550", "who directed it?", "--verbose", "--no-save"], environment: standIn.environment(), input: "")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("David Fincher"), "\(run.stdout)")
        #expect(run.stderr.contains("intelligence.tools_unsupported"), "\(run.stderr)")
        #expect(run.stderr.contains("without tools"), "\(run.stderr)")
    }

    @Test func aWrongKeyExits77NamingTheSettingAndTheKeyIsNowhere() throws {
        let standIn = try OpenAICompatibleStandInProcess(answers: ["streamed-text"])
        defer { standIn.stop() }
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let key = "sk-wrong-key-5120e7"
        let question = ["ask", "movie", "550", "who directed it?"]
        for arguments in [question + ["--verbose"], question + ["--json"]] {
            let run = try popcorn.run(arguments, environment: standIn.environment(key: key), input: "")
            #expect(run.status == 77, "\(run.stderr)")
            #expect(run.stderr.contains("POPCORN_LLM_API_KEY"), "\(run.stderr)")
            #expect(!run.stdout.contains(key) && !run.stderr.contains(key), "\(run.stdout)\(run.stderr)")
        }
        let config = try popcorn.run(["config", "--json"], environment: standIn.environment(key: key))
        #expect(config.status == 0)
        #expect(!config.stdout.contains(key))
        #expect(config.stdout.contains("POPCORN_LLM_API_KEY"))
    }

    @Test func anUnreachableServerExits69() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        // Port 9 (discard) on the loopback: nothing listens there, so the connection is refused at once.
        let run = try popcorn.run(
            ["ask", "movie", "550", "who directed it?"], environment: ["POPCORN_LLM_BASE_URL": "http://127.0.0.1:9/v1"], input: "")
        #expect(run.status == 69, "\(run.stderr)")
        #expect(run.stderr.contains("refused"), "\(run.stderr)")
    }
}
