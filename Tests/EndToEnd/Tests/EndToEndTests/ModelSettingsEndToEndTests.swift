import Foundation
import Testing

/// A model's server address that is no http(s) address fails only what asks the model (ask,
/// chat, the browser's chat screen as it loads), naming the setting and where it was set; every
/// other command runs as if it were not there, and `popcorn config` shows it flagged.
@Suite struct ModelSettingsEndToEndTests {
    let badAddress = ["POPCORN_LLM_BASE_URL": "localhost:8080"]

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func askIsAUsageErrorNamingTheVariable() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run(["ask", "movie", "550", "who directed it?"], environment: badAddress, input: "")
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: \"localhost:8080\" (from POPCORN_LLM_BASE_URL) is not the http or https"), "\(run.stderr)")
        #expect(run.stderr.contains("hint:"), "\(run.stderr)")
    }

    @Test func chatIsAUsageErrorNamingTheVariableBeforeAnyMessage() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run(["chat", "movie", "550"], environment: badAddress, input: "who directed it?\n")
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stdout.isEmpty, "\(run.stdout)")
        #expect(run.stderr.hasPrefix("error: \"localhost:8080\" (from POPCORN_LLM_BASE_URL) is not the http or https"), "\(run.stderr)")
        // Nothing was kept.
        let kept = try popcorn.run(["conversations", "--json"])
        #expect(kept.status == 0 && kept.stdout.contains(#""items" : []"#), "\(kept.stdout)")
    }

    @Test func theBrowsersChatScreenSaysSoAsItLoads() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run(
            ["browse", "chat", "movie", "550"], environment: badAddress.merging(["COLUMNS": "200"]) { $1 }, input: "who directed it?\nq\n")
        #expect(run.status == 0, "\(run.stderr)")
        let error = "error: \"localhost:8080\" (from POPCORN_LLM_BASE_URL) is not the http or https address"
        #expect(run.stdout.contains(error), "\(run.stdout)")
        // The screen takes no question, and nothing answers in the model's place.
        #expect(!run.stdout.contains("David Fincher"), "\(run.stdout)")
        #expect(!run.stdout.contains("Ask about Fight Club"), "\(run.stdout)")
    }

    @Test func askIsAUsageErrorNamingTheConfigFilesKey() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let folder = popcorn.home.appendingPathComponent("config/popcorn")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("config.toml")
        try "[llm]\nbase_url = \"ftp://127.0.0.1/v1\"\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try popcorn.run(["ask", "movie", "550", "who directed it?", "--json"], input: "")
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        let error = try #require(try json(run.stderr)["error"] as? [String: Any], "\(run.stderr)")
        let message = try #require(error["message"] as? String)
        #expect(message.contains("ftp://127.0.0.1/v1") && message.contains("llm.base_url in \(file.path)"), "\(message)")
    }

    @Test func theOtherCommandsRunAsIfItWereNotThere() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let movie = try popcorn.run(["movie", "550"], environment: badAddress)
        #expect(movie.status == 0, "\(movie.stderr)")
        #expect(movie.stdout.contains("Fight Club"))
        #expect(movie.stderr.isEmpty, "\(movie.stderr)")
        let conversations = try popcorn.run(["conversations"], environment: badAddress)
        #expect(conversations.status == 0, "\(conversations.stderr)")
    }

    @Test func configShowsTheAddressFlagged() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let text = try popcorn.run(["config"], environment: badAddress.merging(["COLUMNS": "200"]) { $1 })
        #expect(text.status == 0, "\(text.stderr)")
        let line = try #require(text.stdout.split(separator: "\n").first { $0.contains("Model server") }, "\(text.stdout)")
        #expect(line.contains("localhost:8080") && line.contains("unusable") && line.contains("POPCORN_LLM_BASE_URL"), "\(line)")
        let document = try json(try popcorn.run(["config", "--json"], environment: badAddress).stdout)
        let server = try #require(document["modelServer"] as? [String: String])
        #expect(server["value"] == "localhost:8080")
        #expect(server["from"] == "POPCORN_LLM_BASE_URL")
        #expect(server["problem"]?.contains("is not the http or https address") == true)
    }
}
