import Foundation
import Testing

@Suite struct ProgramEndToEndTests {
    let attribution = "This product uses the TMDB API but is not endorsed or certified by TMDB."

    @Test func versionAndHelpCarryTheAttribution() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let version = try popcorn.run("--version")
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("popcorn "))
        #expect(version.stdout.contains(attribution))
        let help = try popcorn.run("--help")
        #expect(help.status == 0)
        #expect(help.stdout.replacingOccurrences(of: "\n", with: " ").contains(attribution))
    }

    @Test func screenOptionsWorkBeforeTheSubcommandAsAfterIt() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let before = try popcorn.run("--json", "movie", "550")
        let after = try popcorn.run("movie", "550", "--json")
        #expect(before.status == 0, "\(before.stderr)")
        #expect(before.stdout == after.stdout)
        #expect(try popcorn.run("--no-color", "tv", "1399").status == 0)
    }

    @Test(arguments: [["movies"], ["tv"]])
    func aGroupWithoutWhatToShowIsAUsageError(arguments: [String]) throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run(arguments)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: Missing"))
        #expect(run.stderr.contains("hint: Run `popcorn \(arguments[0]) --help`"))
    }

    @Test(arguments: [
        (["movie", "99999999999999999999"], "99999999999999999999 is out of range for a movie id"),
        (["tv", "99999999999999999999"], "99999999999999999999 is out of range for a series id"),
        (["movie", "-1"], "-1 is out of range for a movie id"),
    ])
    func aNumberOutOfRangeIsSaidToBeSo(arguments: [String], message: String) throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run(arguments)
        #expect(run.status == 64)
        #expect(run.stderr.replacingOccurrences(of: "\n       ", with: " ").contains(message), "\(run.stderr)")
        #expect(!run.stderr.contains("not a number") && !run.stderr.contains("season"))
    }

    @Test func nextStepsKeepEachCommandWholeOnANarrowTerminal() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.runAtTerminal("movies", "popular", columns: 40)
        #expect(run.status == 0)
        let hints = try #require(run.screen.components(separatedBy: "Next:").last)
        #expect(hints.contains("\n  popcorn movies popular --page 2\n    page 2\n"), "\(hints)")
        #expect(!hints.contains("…"))
    }

    /// The explore screen links to every genre of films and of series: they are suggested as one
    /// line each, and the screen's suggestions stay a handful.
    @Test func nextStepsAreAHandfulWithLinksOfOneShapeAsOne() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.runAtTerminal("explore", columns: 80)
        #expect(run.status == 0)
        let hints = try #require(run.screen.components(separatedBy: "Next:").last)
        let commands = hints.split(separator: "\n").filter { $0.hasPrefix("  popcorn ") }
        #expect(commands.count <= 6, "\(hints)")
        #expect(hints.contains("  popcorn discover movie --genre <name>  films of one genre"), "\(hints)")
        #expect(hints.contains("  popcorn browse explore "), "\(hints)")
        #expect(!hints.contains("--genre Drama") && !hints.contains("page 1"))
        let film = try #require(try popcorn.runAtTerminal("movie", "550").screen.components(separatedBy: "Next:").last)
        #expect(film.contains("  popcorn discover movie --genre Drama  films filed under Drama"), "\(film)")
        #expect(film.contains("  popcorn movie 550 --cast ") && film.contains("  popcorn person <id> "))
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func printsACompletionScript(shell: String) throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("completions", shell)
        #expect(run.status == 0)
        #expect(run.stdout.contains("popcorn"))
        #expect(run.stdout.contains("top-rated"))
    }

    @Test func buildsTheCatalogueOnceUnderXDGDataHome() throws {
        let popcorn = try Popcorn(dataFolder: .empty)
        defer { popcorn.remove() }
        let database = popcorn.dataHome.appendingPathComponent("popcorn/catalogue.sqlite")
        _ = try popcorn.run("movie", "603")
        let built = try FileManager.default.attributesOfItem(atPath: database.path)[.modificationDate] as? Date
        _ = try popcorn.run("movie", "603")
        #expect(try FileManager.default.attributesOfItem(atPath: database.path)[.modificationDate] as? Date == built)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: database.deletingLastPathComponent().path).filter {
                $0.contains("catalogue")
            }.sorted() == [".catalogue.sqlite.lock", "catalogue.sqlite"])
    }

    /// A data folder copied from elsewhere (a backup, another machine; every test here but the
    /// first-run ones starts from a copy) is used as it is: nothing is built again.
    @Test func aCopiedDataFolderIsUsedAsItIs() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let folder = popcorn.dataHome.appendingPathComponent("popcorn")
        // Each file's inode: a file built again is a new one, renamed into place.
        func files() throws -> [UInt64] {
            try BuiltDataFolder.files.map {
                let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent($0).path)
                return try #require((attributes[.systemFileNumber] as? NSNumber)?.uint64Value)
            }
        }
        let copied = try files()
        #expect(try popcorn.run("movie", "603").stdout.hasPrefix("The Matrix (1999)"))
        #expect(try popcorn.run("search", "fight", "clb").stdout.contains("Fight Club"))
        #expect(try files() == copied)
    }

    @Test func anUnwritableDataHomeWarnsAndStillAnswers() throws {
        let popcorn = try Popcorn(dataFolder: .empty)
        defer { popcorn.remove() }
        let blocker = popcorn.home.appendingPathComponent("not-a-directory")
        try Data().write(to: blocker)
        let run = try popcorn.run("movie", "603", environment: ["XDG_DATA_HOME": blocker.path])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("The Matrix (1999)"))
        #expect(run.stderr.hasPrefix("warning: "))
        #expect(run.stderr.contains("in memory"))
    }

    @Test func withJSONAWarningIsAJSONLineOnStandardError() throws {
        let popcorn = try Popcorn(dataFolder: .empty)
        defer { popcorn.remove() }
        let blocker = popcorn.home.appendingPathComponent("not-a-directory")
        try Data().write(to: blocker)
        let run = try popcorn.run(["movie", "603", "--json"], environment: ["XDG_DATA_HOME": blocker.path])
        #expect(run.status == 0)
        // Two warnings, a JSON line each: the catalogue kept in memory, and the view the history
        // could not take.
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 2, "\(run.stderr)")
        let messages = try lines.map { line in
            let document = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: [String: String]])
            return try #require(document["warning"]?["message"])
        }
        #expect(messages.first?.contains("in memory") == true)
        #expect(messages.last?.contains("not added to the history") == true)
        #expect((try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) != nil)
    }

    @Test func hintsCanBeSwitchedOff() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("movie", "550", environment: ["POPCORN_FEATURE_NEXT_STEP_HINTS": "0"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
    }
}
