import Foundation
import Testing

/// `popcorn ask`, offline: the embedded answerer replies from the catalogue through the Intelligence
/// context's adapters; what it cannot answer it declines; each question is kept as a conversation
/// unless `--no-save`, and `popcorn conversations` lists and forgets them.
@Suite struct AskEndToEndTests {
    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The answer on one line, however the text was wrapped.
    func ask(_ popcorn: Popcorn, _ arguments: String..., input: String = "") throws -> (status: Int32, answer: String, stderr: String) {
        let run = try popcorn.run(["ask"] + arguments, input: input)
        return (run.status, run.stdout.split(whereSeparator: \.isNewline).joined(separator: " "), run.stderr)
    }

    @Test func answersFromTheCatalogueAndDeclinesTheRest() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let directed = try ask(popcorn, "movie", "550", "who directed it?")
        #expect(directed.status == 0, "\(directed.stderr)")
        #expect(directed.answer.contains("David Fincher"), "\(directed.answer)")
        let plays = try ask(popcorn, "movie", "550", "who plays Tyler Durden?")
        #expect(plays.answer.contains("Brad Pitt"), "\(plays.answer)")
        let france = try ask(popcorn, "movie", "550", "what is the capital of France?")
        #expect(france.status == 0)
        #expect(france.answer.hasPrefix("The catalogue can answer questions about"), "\(france.answer)")
        #expect(!france.answer.contains("Paris"))
        let seasons = try ask(popcorn, "tv", "1399", "how many seasons are there?")
        #expect(seasons.answer.contains("8 seasons"), "\(seasons.answer)")
    }

    @Test func pipedInputIsTheQuestionAndJSONHasTheToolCalls() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run(["ask", "movie", "550", "--json", "--no-save"], input: "who directed it?\n")
        #expect(run.status == 0, "\(run.stderr)")
        let document = try json(run.stdout)
        #expect((document["answer"] as? String)?.contains("David Fincher") == true)
        #expect(document["conversationId"] is NSNull)
        #expect(document["titleName"] as? String == "Fight Club")
        let calls = try #require(document["toolCalls"] as? [[String: Any]])
        #expect(calls.map { $0["name"] as? String } == ["title_credits"])
        #expect((calls.first?["result"] as? String)?.contains("David Fincher") == true)
        let listed = try json(try popcorn.run(["conversations", "--json"], input: "").stdout)
        #expect((listed["items"] as? [Any])?.isEmpty == true, "--no-save keeps nothing")
    }

    @Test func keptConversationsAreListedAndForgotten() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let asked = try popcorn.run(["ask", "movie", "550", "who directed it?", "--json"], input: "")
        let id = try #require(try json(asked.stdout)["conversationId"] as? String)
        let file = popcorn.dataHome.appendingPathComponent("popcorn/conversations.sqlite")
        #expect(FileManager.default.fileExists(atPath: file.path), "kept in a file of their own")
        let items = try #require(try json(try popcorn.run(["conversations", "--json"], input: "").stdout)["items"] as? [[String: Any]])
        #expect(items.map { $0["id"] as? String } == [id])
        #expect(items.first?["firstQuestion"] as? String == "who directed it?")
        #expect(items.first?["titleName"] as? String == "Fight Club")

        let deleted = try popcorn.run(["conversations", "delete", id], input: "")
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(try popcorn.run(["conversations"], input: "").stdout.hasPrefix("No conversations kept yet."))
        let again = try popcorn.run(["conversations", "delete", id], input: "")
        #expect(again.status == 1)
        #expect(again.stderr.hasPrefix("error: No conversation is kept under the id"), "\(again.stderr)")
        #expect(again.stderr.contains(id), "\(again.stderr)")
    }

    /// A data folder that cannot hold the conversations (here a file stands where it should be)
    /// is said to be so, never shown as an empty list.
    @Test func conversationsThatCannotBeOpenedAreUnavailable() throws {
        let popcorn = try Popcorn(dataFolder: .empty)
        defer { popcorn.remove() }
        let blocker = popcorn.home.appendingPathComponent("not-a-folder")
        try Data().write(to: blocker)
        let run = try popcorn.run(["conversations"], environment: ["XDG_DATA_HOME": blocker.path], input: "")
        #expect(run.status == 69, "\(run.stderr)")
        #expect(!run.stdout.contains("No conversations kept yet"))
        #expect(run.stderr.contains("error: The conversations could not be opened: "), "\(run.stderr)")
    }

    @Test func anUnknownTitleOrAnEmptyQuestionFailsInWords() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let unknown = try ask(popcorn, "movie", "99999999", "who directed it?")
        #expect(unknown.status == 1)
        #expect(unknown.stderr.hasPrefix("error: No movie has id 99999999 in the embedded catalogue."), "\(unknown.stderr)")
        let empty = try ask(popcorn, "tv", "1399", " ")
        #expect(empty.status == 64)
        #expect(empty.stderr.hasPrefix("error: The question is empty."), "\(empty.stderr)")
    }
}
