import ArgumentParser
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
            ["search", "fight", "--type", "film"], ["movie", "550", "--cats"],
        ])
        func leavesEverythingElseToTheParser(arguments: [String]) {
            #expect(PopcornCLI.quickScreen(arguments) == nil)
        }
    }
}
