import ArgumentParser
import Testing

@testable import PopcornApp

extension CommandLineParsingTests {
    @Suite struct CommandParsingTests {
        @Test func parsesTheMovieCommandAndItsFlags() throws {
            let command = try #require(try PopcornCommand.parseAsRoot(["movie", "550", "--cast", "--json"]) as? MovieCommand)
            #expect(command.id == 550)
            #expect(command.screen.cast)
            #expect(command.screen.output.json)
            #expect(!command.screen.output.noColor)
        }

        @Test func theTVCommandTakesAnIDOrAListAsItsWords() throws {
            let show = try #require(try PopcornCommand.parseAsRoot(["tv", "1399", "--similar", "--page", "2"]) as? TVCommand)
            #expect(show.words == ["1399"])
            #expect(show.similar && show.page == 2)
            let episode = try #require(try PopcornCommand.parseAsRoot(["tv", "1399", "season", "1", "episode", "2"]) as? TVCommand)
            #expect(episode.words == ["1399", "season", "1", "episode", "2"])
            #expect((try PopcornCommand.parseAsRoot(["tv", "popular"]) as? TVCommand)?.words == ["popular"])
            #expect((try PopcornCommand.parseAsRoot(["tv", "top-rated", "--page", "3"]) as? TVCommand)?.page == 3)
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
            ["tv"],
            ["movies", "upcoming"],
            ["movies", "popular", "--page", "two"],
            ["films"],
            ["history", "--clear", "--page", "2"],
            ["history", "--page=1", "--clear"],
        ])
        func aWrongCommandLineIsAUsageError(arguments: [String]) {
            do {
                _ = try PopcornCommand.parseAsRoot(arguments)
                Issue.record("\(arguments) parsed")
            } catch {
                #expect(PopcornCommand.exitCode(for: error).rawValue == 64, "\(arguments): \(PopcornCommand.message(for: error))")
            }
        }

        @Test func aListGroupWithoutAListIsAUsageErrorAsASeriesWithoutAnIDIs() async throws {
            let movies = try #require(try PopcornCommand.parseAsRoot(["movies"]) as? MoviesCommand)
            await #expect(throws: (any Error).self) { try await movies.run() }
            do {
                try await movies.run()
            } catch {
                #expect(PopcornCommand.exitCode(for: error).rawValue == 64)
                #expect(PopcornCommand.message(for: error).contains("popcorn movies popular"))
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
}
