import IntelligenceDomain
import IntelligenceTestSupport
import Testing

@testable import IntelligenceInfrastructure

@Suite struct EmbeddedAnswererTests {
    let harness = AnswererHarness()

    @Test(arguments: AnsweredQuestion.table)
    func answersFromTheCatalogue(row: AnsweredQuestion) async throws {
        let reply = try await harness.ask(row.question, about: row.title)
        #expect(reply.answer == row.answer)
        #expect(reply.end.reason == .stop)
    }

    /// Every name (a capitalised word) and every number in an answer appears in that conversation's
    /// tool results. The answerer's own words are set aside: "The" opening a sentence, and the
    /// names of the months it writes dates with.
    @Test(arguments: AnsweredQuestion.table)
    func statesNoNameOrNumberThatNoToolReturned(row: AnsweredQuestion) async throws {
        let reply = try await harness.ask(row.question, about: row.title)
        let results = reply.conversation.messages.filter { $0.role == .tool }.map(\.content).joined(separator: "\n")
        for name in Self.names(in: reply.answer) where !Self.ownWords.contains(name) {
            #expect(results.contains(name), "\(name) is in the answer but in no tool result")
        }
        for number in Self.numbers(in: reply.answer) {
            #expect(results.contains(number), "\(number) is in the answer but in no tool result")
        }
    }

    @Test func getsInventedFactsBackFromTheTools() async throws {
        let title = IntelligenceFixtures.inventedPictureReference
        #expect(try await harness.ask("Who directed it?", about: title).answer == "Invented Picture was directed by A. Nobody.")
        #expect(try await harness.ask("who composed the music?", about: title).answer == "The music of Invented Picture is by B. Someone.")
        #expect(
            try await harness.ask("who plays Mr. Elsewhere?", about: title).answer == "C. Player plays Mr. Elsewhere in Invented Picture.")
        #expect(try await harness.ask("when did it come out", about: title).answer == "Invented Picture came out on 3 February 2031.")
        #expect(try await harness.ask("how long is it", about: title).answer == "Invented Picture runs 77 minutes.")
        #expect(try await harness.ask("what was its budget", about: title).answer == "The budget of Invented Picture was $12,345.")
    }

    @Test func asksForTheToolItNeedsThenAnswersFromItsResult() async throws {
        let reply = try await harness.ask("who directed it?", about: IntelligenceFixtures.fightClubReference)
        #expect(reply.toolResults.map { try? CatalogueToolRequest($0.call) } == [.titleCredits(IntelligenceFixtures.fightClubReference)])
        let facts = try await harness.ask("how long is it?", about: IntelligenceFixtures.fightClubReference)
        #expect(facts.toolResults.isEmpty, "the fact sheet the conversation opened with already holds it")
    }

    @Test func answersTheSameWayEveryTime() async throws {
        for row in AnsweredQuestion.table.prefix(10) {
            let first = try await harness.ask(row.question, about: row.title)
            let second = try await harness.ask(row.question, about: row.title)
            #expect(first.answer == second.answer)
            #expect(first.conversation.messages == second.conversation.messages)
        }
    }

    @Test func streamsItsAnswerInPieces() async throws {
        let call = CatalogueToolRequest.titleDetails(IntelligenceFixtures.fightClubReference).call(id: "fact-sheet")
        let sheet =
            #"{"directors":[],"creators":[],"genres":["Drama"],"id":550,"kind":"movie","name":"Fight Club","seasons":[],"topCast":[]}"#
        var pieces: [String] = []
        for try await event in EmbeddedAnswerer().reply(
            to: [.assistant("", toolCalls: [call]), .toolResult(sheet, for: call), .user("what genre is it?")], tools: [])
        {
            if case .text(let piece) = event { pieces.append(piece) }
        }
        #expect(pieces.count > 1)
        #expect(pieces.joined() == "Fight Club is filed under Drama.")
    }

    @Test func withoutATitleToTalkAboutItSaysSo() async throws {
        var text = ""
        for try await event in EmbeddedAnswerer().reply(to: [.user("who directed it?")], tools: []) {
            if case .text(let piece) = event { text += piece }
        }
        #expect(text == EmbeddedAnswerer.noTitle)
    }

    static let ownWords: Set<String> = Set(["The"] + Wording.months)

    static func names(in answer: String) -> [String] {
        answer.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" }).compactMap { word in
            var name = String(word)
            while let last = name.last, ".,;:".contains(last) { name.removeLast() }
            if name.hasSuffix("'s") { name.removeLast(2) }
            return name.first?.isUppercase == true ? name : nil
        }
    }

    static func numbers(in answer: String) -> [String] {
        var numbers: [String] = []
        var current = ""
        for character in answer + " " {
            if character.isNumber || (!current.isEmpty && (character == "," || character == ".")) {
                current.append(character)
            } else if !current.isEmpty {
                while let last = current.last, !last.isNumber { current.removeLast() }
                numbers.append(current.filter { $0 != "," })
                current = ""
            }
        }
        return numbers
    }
}
