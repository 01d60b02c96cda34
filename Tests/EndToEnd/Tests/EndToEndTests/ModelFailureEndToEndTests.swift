import Foundation
import Testing

/// A model's server that answers something popcorn cannot use: the built binary against
/// `openai-compatible-stand-in` ends with one error (wrapped to the width) and exit 1, keeping
/// on standard output what had arrived of a streamed answer.
@Suite struct ModelFailureEndToEndTests {
    /// Runs `popcorn ask` against a stand-in playing `answers`: the run and how many requests the
    /// stand-in was sent.
    func ask(answers: [String]) throws -> (run: Popcorn.Run, requests: Int?) {
        let standIn = try OpenAICompatibleStandInProcess(answers: answers)
        defer { standIn.stop() }
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run(["ask", "movie", "550", "who directed it?", "--no-save"], environment: standIn.environment(), input: "")
        return (run, standIn.stopCountingRequests())
    }

    /// Standard error holds one error and nothing else; its words, the lines joined.
    func oneError(_ run: Popcorn.Run) -> String? {
        guard run.stderr.hasPrefix("error: "), run.stderr.components(separatedBy: "error:").count == 2,
            !run.stderr.contains("warning:")
        else { return nil }
        return run.stderr.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func aReplyThatIsNoCompletionIsOneErrorAndExits1() throws {
        let (run, requests) = try ask(answers: ["malformed"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.isEmpty, "\(run.stdout)")
        #expect(oneError(run)?.contains("The model's reply could not be read") == true, "\(run.stderr)")
        #expect(requests == 1)
    }

    @Test func aStreamCutShortKeepsWhatArrivedAndSaysSo() throws {
        let (run, _) = try ask(answers: ["cut-short-stream"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Fight"), "\(run.stdout)")
        #expect(oneError(run)?.contains("the stream ended before the reply did") == true, "\(run.stderr)")
    }

    @Test func aToolLoopThatDoesNotEndStopsAfterEightRounds() throws {
        let (run, requests) = try ask(answers: Array(repeating: "tool-call", count: 9))
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.isEmpty, "\(run.stdout)")
        #expect(oneError(run)?.contains("still asked for the catalogue after 8 rounds") == true, "\(run.stderr)")
        #expect(requests == 8)
    }
}
