import ArgumentParser
import Testing

@testable import PopcornApp

@Suite struct CommandParsingTests {
    @Test func parsesTheMovieCommandAndItsFlags() throws {
        let command = try #require(try PopcornCommand.parseAsRoot(["movie", "550", "--cast", "--json"]) as? MovieCommand)
        #expect(command.id == 550)
        #expect(command.cast)
        #expect(command.output.json)
        #expect(!command.output.noColor)
    }

    @Test func parsesTheListCommandsWithAPage() throws {
        let popular = try #require(
            try PopcornCommand.parseAsRoot(["movies", "popular", "--page", "2", "--no-color"]) as? PopularMoviesCommand)
        #expect(popular.list.page == 2)
        #expect(popular.list.output.noColor)
        let topRated = try #require(try PopcornCommand.parseAsRoot(["movies", "top-rated"]) as? TopRatedMoviesCommand)
        #expect(topRated.list.page == 1)
    }

    @Test(arguments: [
        ["movie", "abc"],
        ["movie"],
        ["movie", "550", "--cast", "--similar"],
        ["movie", "550", "--page", "2"],
        ["movies", "upcoming"],
        ["movies", "popular", "--page", "two"],
        ["films"],
    ])
    func aWrongCommandLineIsAUsageError(arguments: [String]) {
        do {
            _ = try PopcornCommand.parseAsRoot(arguments)
            Issue.record("\(arguments) parsed")
        } catch {
            #expect(PopcornCommand.exitCode(for: error).rawValue == 64, "\(arguments): \(PopcornCommand.message(for: error))")
        }
    }

    @Test func theVersionAndHelpCarryTMDbsAttribution() {
        #expect(PopcornCommand.configuration.version.contains(Attribution.tmdb))
        #expect(PopcornCommand.helpMessage().contains("This product uses the TMDB API but is not endorsed or certified by TMDB."))
    }

    @Test func offersCompletionScriptsForThreeShells() {
        #expect(PopcornCommand.completionScript(for: .bash).contains("popcorn"))
        #expect(CompletionsCommand.Shell.allCases.map(\.rawValue) == ["bash", "zsh", "fish"])
    }
}
