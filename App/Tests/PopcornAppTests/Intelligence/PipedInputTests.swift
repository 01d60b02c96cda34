import Testing

@testable import PopcornApp

/// What was piped in comes after the question, a blank line between, or is the question alone.
@Suite struct PipedInputTests {
    @Test func pipedTextFollowsTheQuestion() {
        #expect(PipedInput.question("who directed it?", adding: nil) == "who directed it?")
        #expect(PipedInput.question("summarise this:", adding: "a review\nin two lines\n\n") == "summarise this:\n\na review\nin two lines")
        #expect(PipedInput.question("", adding: "who directed it?\n") == "who directed it?")
    }
}
