import ArgumentParser
import IntelligenceDomain
import Testing

@testable import PopcornApp

/// `ask <kind> <id> ["<question>"]` read without swift-argument-parser: it must take only what the
/// parser takes, mean what the parsed command means, and leave everything else to the parser.
@Suite struct AskCommandQuickTests {
    @Test(arguments: [
        ["ask", "movie", "550", "who directed it?"], ["ask", "tv", "1399", "Who created it?"], ["ask", "movie", "550"],
        ["ask", "movie", "550", "who directed it?", "--json"], ["--no-color", "ask", "tv", "1399", "when did it end?"],
        ["ask", "movie", "550", "--source", "catalogue", "what is it about?", "--verbose", "--no-pager"],
        ["ask", "movie", "550", "--source=catalogue", "a question; with - and -- inside"],
    ])
    func readsWhatTheParserReadsAsTheSameQuestion(arguments: [String]) throws {
        let (options, asked) = try #require(AskCommand.quick(arguments))
        let command = try #require(try PopcornCommand.parseAsRoot(CommonOptions.movedLast(arguments)) as? AskCommand)
        #expect(command.output.common == options)
        #expect(TitleReference(kind: command.kind, id: command.id) == asked.title)
        #expect(command.question == asked.question)
        #expect(!command.noSave)
        #expect(command.model == nil)
    }

    @Test(arguments: [
        ["ask"], ["ask", "movie"], ["ask", "--help"], ["ask", "movie", "550", "--help"], ["ask", "movie", "550", "q", "-h"],
        ["ask", "movie", "550", "who directed it?", "--no-save"], ["ask", "movie", "550", "q", "--model", "m"],
        ["ask", "movie", "550", "--model=m", "q"], ["ask", "movie", "550", "who", "directed", "it?"],
        ["ask", "movie", "550", "--", "who directed it?"], ["ask", "movie", "550", "-x"], ["ask", "movie", "550", ""],
        ["ask", "film", "550", "q"], ["ask", "Movie", "550", "q"], ["ask", "movie", "0", "q"], ["ask", "movie", "-1", "q"],
        ["ask", "movie", "+550", "q"], ["ask", "movie", "55x", "q"], ["ask", "movie", "550", "q", "--source"],
        ["ask", "movie", "550", "q", "--source", "nowhere"], ["chat", "movie", "550", "q"], ["help", "ask", "movie", "550"],
    ])
    func leavesEverythingElseToTheParser(arguments: [String]) {
        #expect(AskCommand.quick(arguments) == nil)
    }
}
