import Foundation
import Testing

@Suite struct TerminalEndToEndTests {
    let escape = "\u{1B}["

    @Test func aPipeGetsNoColour() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        #expect(!(try popcorn.run("movie", "550").stdout.contains(escape)))
        #expect(!(try popcorn.run("movie", "550", environment: ["NO_COLOR": "1"]).stdout.contains(escape)))
    }

    @Test func aTerminalGetsColourWrappedToItsWidth() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try PseudoTerminal.run(popcorn, ["movie", "550"], columns: 40)
        #expect(run.status == 0)
        #expect(run.output.contains("\(escape)1mFight Club (1999)\(escape)0m"))
        let lines = run.output.split(separator: "\n").map { $0.replacing(/\x{1B}\[[0-9;]*m/, with: "") }
        #expect(lines.allSatisfy { $0.count <= 40 }, "\(lines)")
        #expect(lines.contains { $0.count > 30 }, "the text uses the width it has: \(lines)")
    }

    @Test(arguments: [["NO_COLOR": "1"], ["TERM": "dumb"], [:]])
    func colourCanBeTurnedOffOnATerminal(environment: [String: String]) throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let arguments = environment.isEmpty ? ["movie", "550", "--no-color"] : ["movie", "550"]
        let run = try PseudoTerminal.run(popcorn, arguments, columns: 80, environment: environment)
        #expect(run.status == 0)
        #expect(run.output.contains("Fight Club (1999)"))
        #expect(!run.output.contains(escape))
    }
}
