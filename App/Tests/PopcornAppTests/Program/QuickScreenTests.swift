import ArgumentParser
import Presentation
import Testing

@testable import PopcornApp

extension CommandLineParsingTests {
    /// The quick path reads a screen command without swift-argument-parser: it must take only what
    /// the parser takes, mean what the parser's path means, and leave everything else to the parser.
    @Suite struct QuickScreenTests {
        @Test(arguments: [
            ["movie", "550"], ["movie", "550", "--cast", "--json"], ["--no-color", "tv", "1399", "season", "1"],
            ["tv", "show", "1399", "--similar", "--page=2"], ["person", "287", "--credits", "--type", "tv", "--department", "Directing"],
            ["search", "fight", "club", "--type", "movie"], ["search", "--", "-1"],
            ["movies", "top-rated", "--page", "3", "--source", "catalogue"],
            ["home"], ["history", "--page", "2"], ["people", "popular", "--verbose"], ["tv", "popular", "--source=tmdb"],
        ])
        func readsWhatTheParserReadsAsTheSamePlace(arguments: [String]) throws {
            let (options, place) = try #require(PopcornCLI.quickScreen(arguments))
            let command = try PopcornCommand.parseAsRoot(CommonOptions.movedLast(arguments))
            let screen = try #require(command as? any ScreenCommand)
            #expect(screen.showsScreen)
            #expect(screen.output.common == options)
            #expect(try AppServices.grammar.place(from: CommonOptions.split(arguments)?.words ?? []) == place)
        }

        @Test(arguments: [
            ["movie", "550", "--cast", "--similar"], ["movie", "550", "--page", "2"], ["person", "287", "--type", "tv"], ["search"],
            ["search", "-h"], ["movie", "-h"], ["--help"], ["help", "movie"], ["movie", "550", "--help"], ["history", "--clear"], ["tv"],
            ["tv", "1399", "season", "1", "--cast"], ["movie", "550", "--source", "nope"], ["movie", "550", "--source"],
            ["browse", "movie", "550"], ["--version"], ["completions", "bash"], ["config"], ["movie", "abc"], ["movies", "upcoming"],
            ["search", "fight", "--type", "film"], ["movie", "550", "--cats"], ["history", "--clear", "--page", "2"],
            ["movie", "2147483648"], ["tv", "9223372036854775807", "--cast"],
        ])
        func leavesEverythingElseToTheParser(arguments: [String]) {
            #expect(PopcornCLI.quickScreen(arguments) == nil)
        }

        /// An id past the largest any source gives is refused the same whichever path would read
        /// it: before either, with the same words, and by the grammar the parser's path ends in.
        @Test(arguments: [["movie", "9223372036854775807"], ["movie", "2147483648", "--cast"], ["person", "2147483648", "--credits"]])
        func refusesAnIDOutOfRangeOnEitherPath(arguments: [String]) throws {
            let error = try #require(UsageErrors.numberOutOfRange(in: arguments))
            #expect(ExitStatus.code(for: error.kind) == ExitStatus.usage)
            #expect(PopcornCLI.quickScreen(arguments) == nil)
            let command = try PopcornCommand.parseAsRoot(arguments)
            let screen = try #require(command as? any ScreenCommand)
            #expect(throws: (any Error).self) { try AppServices.grammar.usagePlace(from: arguments) }
            #expect(screen.showsScreen)
        }
    }
}
