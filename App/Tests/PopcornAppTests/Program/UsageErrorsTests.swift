import Presentation
import Testing

@testable import PopcornApp

@Suite struct UsageErrorsTests {
    @Test func aNegativeNumberInPlaceOfAValueIsOutOfRange() throws {
        let error = try #require(UsageErrors.negativeNumber(in: ["movie", "-1", "--json"]))
        #expect(error.kind == .invalidRequest)
        #expect(error.message == "-1 is out of range: ids, episodes and pages count from 1, seasons from 0.")
        #expect(error.suggestion == "Run `popcorn movie --help` to see what it takes.")
    }

    @Test func aNegativeOptionValueIsLeftToTheCommand() {
        #expect(UsageErrors.negativeNumber(in: ["movies", "popular", "--page", "-1"]) == nil)
        #expect(UsageErrors.negativeNumber(in: ["movie", "550", "--cast"]) == nil)
    }

    @Test func theHintNamesTheCommandBeingTyped() {
        #expect(UsageErrors.commandPath(in: ["movies", "top-rated", "--page", "x"]) == "popcorn movies top-rated")
        #expect(UsageErrors.commandPath(in: ["bogus"]) == "popcorn")
    }
}
