import ArgumentParser
import Presentation
import Testing

@testable import PopcornApp

@Suite struct UsageErrorsTests {
    @Test func aNegativeIDSpeaksOfTheIDOfTheCommand() throws {
        let movie = try #require(UsageErrors.numberOutOfRange(in: ["movie", "-1", "--json"]))
        #expect(movie.kind == .invalidRequest)
        #expect(movie.message == "-1 is out of range for a movie id: ids are whole numbers from 1 up.")
        #expect(!movie.message.contains("season"))
        #expect(movie.suggestion?.contains("popcorn movies popular") == true)
        #expect(
            UsageErrors.numberOutOfRange(in: ["person", "-2"])?.message
                == "-2 is out of range for a person id: ids are whole numbers from 1 up.")
        let series = try #require(UsageErrors.numberOutOfRange(in: ["tv", "-5"]))
        #expect(series.message == "-5 is out of range for a series id: ids are whole numbers from 1 up.")
    }

    @Test func aNegativeSeasonOrEpisodeSpeaksOfIt() throws {
        #expect(UsageErrors.numberOutOfRange(in: ["tv", "1399", "season", "-1"])?.message.hasPrefix("Season -1 is out of range") == true)
        #expect(
            UsageErrors.numberOutOfRange(in: ["tv", "1399", "season", "1", "episode", "-2"])?.message.hasPrefix(
                "Episode -2 is out of range")
                == true)
    }

    @Test func aNumberTooLargeForAnyIDIsANumberOutOfRange() throws {
        let error = try #require(UsageErrors.numberOutOfRange(in: ["movie", "99999999999999999999"]))
        #expect(error.kind == .invalidRequest)
        #expect(error.message.hasPrefix("99999999999999999999 is out of range for a movie id"))
        #expect(!error.message.contains("not a number"))
        let page = try #require(UsageErrors.numberOutOfRange(in: ["tv", "popular", "--page", "99999999999999999999"]))
        #expect(page.message.hasPrefix("Page 99999999999999999999 is out of range"))
    }

    @Test func aNumberInRangeOrANegativeOptionValueIsLeftToTheCommand() {
        #expect(UsageErrors.numberOutOfRange(in: ["movies", "popular", "--page", "-1"]) == nil)
        #expect(UsageErrors.numberOutOfRange(in: ["movie", "550", "--cast"]) == nil)
        #expect(UsageErrors.numberOutOfRange(in: ["tv", "1399", "season", "0"]) == nil)
    }

    @Test func aMistypedCommandSuggestsTheOneMeant() throws {
        #expect(UsageErrors.unknownCommand(in: ["moive", "550"]) == "`popcorn` has no command 'moive'. Did you mean 'movie'?")
        #expect(
            UsageErrors.unknownCommand(in: ["movies", "--json", "popluar"])
                == "`popcorn movies` has no command 'popluar'. Did you mean 'popular'?")
        #expect(UsageErrors.unknownCommand(in: ["nonsense"]) == "`popcorn` has no command 'nonsense'.")
        // Where a command takes words (`popcorn tv 1399`), a word is not a command mistyped.
        #expect(UsageErrors.unknownCommand(in: ["tv", "1399"]) == nil)
        #expect(UsageErrors.unknownCommand(in: ["movie", "550"]) == nil)
    }

    @Test func aPageAskedOfAScreenWithoutPagesSaysSo() throws {
        let error = try #require(throws: (any Error).self) {
            try PopcornCommand.parseAsRoot(["person", "287", "--credits", "--page", "2"])
        }
        let described = UsageErrors.describe(error, arguments: ["person", "287", "--credits", "--page", "2"])
        #expect(described.message == "`popcorn person` has no pages: it shows all it has at once.")
    }

    @Test func theHintNamesTheCommandBeingTyped() {
        #expect(UsageErrors.commandPath(in: ["movies", "top-rated", "--page", "x"]) == "popcorn movies top-rated")
        #expect(UsageErrors.commandPath(in: ["bogus"]) == "popcorn")
    }
}
