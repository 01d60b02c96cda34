import ArgumentParser
import Testing

@testable import PopcornApp

@Suite struct CommandLineArgumentsTests {
    @Test func screenOptionsTypedFirstMoveAfterTheSubcommands() {
        #expect(CommandLineArguments.screenOptionsAfterSubcommands(["--json", "movie", "550"]) == ["movie", "550", "--json"])
        #expect(
            CommandLineArguments.screenOptionsAfterSubcommands(["--no-color", "--json", "tv", "1399", "--cast"])
                == ["tv", "1399", "--cast", "--no-color", "--json"])
    }

    @Test func everythingElseStaysWhereItWas() {
        #expect(CommandLineArguments.screenOptionsAfterSubcommands(["movie", "550", "--json"]) == ["movie", "550", "--json"])
        #expect(CommandLineArguments.screenOptionsAfterSubcommands(["--help"]) == ["--help"])
        #expect(CommandLineArguments.screenOptionsAfterSubcommands(["--json"]) == ["--json"])
        #expect(CommandLineArguments.screenOptionsAfterSubcommands(["--version", "--json", "movie"]) == ["--version", "movie", "--json"])
    }

    @Test func theMovedCommandLineParses() throws {
        let arguments = CommandLineArguments.screenOptionsAfterSubcommands(["--json", "movie", "550"])
        let command = try #require(try PopcornCommand.parseAsRoot(arguments) as? MovieCommand)
        #expect(command.screen.output.json)
    }
}
