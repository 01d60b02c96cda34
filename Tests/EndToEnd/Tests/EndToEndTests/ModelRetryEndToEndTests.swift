import Foundation
import Testing

/// A model's server that asks popcorn to slow down (HTTP 429): the built binary waits as long as
/// `Retry-After` says (at most 30 s), asks once more, and gives up after a second 429 with one
/// line and the exit status of a service that cannot be used (69). `openai-compatible-stand-in`
/// counts the requests it was sent.
@Suite struct ModelRetryEndToEndTests {
    let question = ["ask", "movie", "550", "who directed it?", "--no-save"]

    /// Runs `popcorn ask` against a stand-in playing `answers`: the run, how long it took, and how
    /// many requests the stand-in was sent.
    func ask(answers: [String]) throws -> (run: Popcorn.Run, seconds: Double, requests: Int?) {
        let standIn = try OpenAICompatibleStandInProcess(answers: answers)
        defer { standIn.stop() }
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let clock = ContinuousClock()
        let start = clock.now
        let run = try popcorn.run(question, environment: standIn.environment(), input: "")
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (run, seconds, standIn.stopCountingRequests())
    }

    @Test func aRateLimitIsRetriedOnceAfterItsRetryAfterAndAnswered() throws {
        let (run, seconds, requests) = try ask(answers: ["rate-limited", "streamed-text"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "Fight Club was directed by David Fincher.\n", "\(run.stdout)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(requests == 2)
        // Retry-After: 1, waited before asking again.
        #expect(seconds >= 1, "\(seconds) s")
    }

    @Test func aSecondRateLimitIsOneLineAndExits69() throws {
        let (run, _, requests) = try ask(answers: ["rate-limited", "rate-limited", "streamed-text"])
        #expect(run.status == 69, "\(run.stderr)")
        #expect(run.stdout.isEmpty, "\(run.stdout)")
        // One error, wrapped to the width, and nothing else.
        #expect(run.stderr.hasPrefix("error: "), "\(run.stderr)")
        #expect(run.stderr.components(separatedBy: "error:").count == 2, "\(run.stderr)")
        #expect(!run.stderr.contains("warning:"), "\(run.stderr)")
        let words = run.stderr.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("the server is asking for fewer requests (HTTP 429), again after a retry"), "\(run.stderr)")
        // Asked once more after the first 429, and not a third time.
        #expect(requests == 2)
    }

    @Test func aRetryAfterOverThirtySecondsIsWaitedForThirty() throws {
        // Retry-After: 120; popcorn asks again after 30 s.
        let (run, seconds, requests) = try ask(answers: ["rate-limited-long", "streamed-text"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("David Fincher"), "\(run.stdout)")
        #expect(requests == 2)
        #expect(seconds >= 29.5 && seconds < 45, "\(seconds) s")
    }
}
