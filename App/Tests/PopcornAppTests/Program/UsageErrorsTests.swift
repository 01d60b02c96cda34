import ArgumentParser
import Presentation
import Testing

@testable import PopcornApp

@Suite struct UsageErrorsTests {
    @Test func aNegativeIDSpeaksOfTheIDOfTheCommand() throws {
        let movie = try #require(UsageErrors.numberOutOfRange(in: ["movie", "-1", "--json"]))
        #expect(movie.kind == .invalidRequest)
        #expect(movie.message == "-1 is out of range for a movie id: ids are whole numbers from 1 to 2,147,483,647.")
        #expect(!movie.message.contains("season"))
        #expect(movie.suggestion?.contains("popcorn movies popular") == true)
        #expect(
            UsageErrors.numberOutOfRange(in: ["person", "-2"])?.message
                == "-2 is out of range for a person id: ids are whole numbers from 1 to 2,147,483,647.")
        let series = try #require(UsageErrors.numberOutOfRange(in: ["tv", "-5"]))
        #expect(series.message == "-5 is out of range for a series id: ids are whole numbers from 1 to 2,147,483,647.")
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

    @Test func anIDPastTheLargestAnySourceGivesIsOutOfRangeHoweverLong() throws {
        for arguments in [
            ["movie", "9223372036854775807"], ["movie", "2147483648", "--cast"], ["--json", "movie", "--cast", "99999999999999999999999"],
        ] {
            let error = try #require(UsageErrors.numberOutOfRange(in: arguments), "\(arguments)")
            #expect(error.kind == .invalidRequest)
            #expect(error.message.hasSuffix("is out of range for a movie id: ids are whole numbers from 1 to 2,147,483,647."))
        }
        #expect(
            UsageErrors.numberOutOfRange(in: ["tv", "show", "2147483648"])?.message.hasPrefix("2147483648 is out of range for a series id")
                == true)
        #expect(
            UsageErrors.numberOutOfRange(in: ["browse", "person", "2147483648"])?.message.hasPrefix(
                "2147483648 is out of range for a person id") == true)
        #expect(UsageErrors.numberOutOfRange(in: ["movie", "2147483647"]) == nil)
        #expect(
            UsageErrors.numberOutOfRange(in: ["tv", "1399", "season", "2147483648"])?.message.hasPrefix("Season 2147483648 is out of range")
                == true)
        #expect(
            UsageErrors.numberOutOfRange(in: ["tv", "1399", "season", "1", "episode", "99999999999999999999"])?.message.hasPrefix(
                "Episode 99999999999999999999 is out of range") == true)
    }

    @Test func aNumberThatIsNoIDIsLeftToTheCommand() {
        // A search's words, the value of an option that is not a number's: none of them an id.
        #expect(UsageErrors.numberOutOfRange(in: ["search", "99999999999999999999"]) == nil)
        #expect(UsageErrors.numberOutOfRange(in: ["search", "season", "-1"]) == nil)
        #expect(UsageErrors.numberOutOfRange(in: ["search", "--", "-1"]) == nil)
        #expect(UsageErrors.numberOutOfRange(in: ["person", "287", "--credits", "--department", "99999999999999999999"]) == nil)
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
        #expect(UsageErrors.unknownCommand(in: ["home"]) == nil, "an alias of explore")
    }

    @Test func aPageAskedOfAScreenWithoutPagesSaysSo() throws {
        let error = try #require(throws: (any Error).self) {
            try PopcornCommand.parseAsRoot(["person", "287", "--credits", "--page", "2"])
        }
        let described = UsageErrors.describe(error, arguments: ["person", "287", "--credits", "--page", "2"])
        #expect(described.message == "`popcorn person` has no pages: it shows all it has at once.")
    }

    @Test func clearingTheHistoryTakesNoPage() throws {
        let arguments = ["history", "--clear", "--page", "2"]
        let error = try #require(throws: (any Error).self) { try PopcornCommand.parseAsRoot(arguments) }
        let described = UsageErrors.describe(error, arguments: arguments)
        #expect(described.message == "--clear forgets the whole history, not a page of it: it takes no --page.")
        #expect(PopcornCommand.exitCode(for: error).rawValue == 64)
    }

    @Test func theHintNamesTheCommandBeingTyped() {
        #expect(UsageErrors.commandPath(in: ["movies", "top-rated", "--page", "x"]) == "popcorn movies top-rated")
        #expect(UsageErrors.commandPath(in: ["bogus"]) == "popcorn")
    }
}
