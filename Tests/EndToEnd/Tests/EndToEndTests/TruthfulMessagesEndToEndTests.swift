import Foundation
import Testing

/// Messages that tell the truth, through the real program: a history that cannot be had is not an
/// empty one, a title known only by name from TMDb's exports is said to be so, and a
/// configuration file without a secret is read at any mode.
@Suite struct TruthfulMessagesEndToEndTests {
    /// The data folder is a file here, which no run can make a folder of: by hand, a folder its
    /// user may not read (`runuser -u nobody`) gives the same answers.
    @Test func aHistoryThatCannotBeOpenedSaysSoAndExits69() throws {
        let popcorn = try Popcorn(dataFolder: .empty)
        defer { popcorn.remove() }
        let blocker = popcorn.home.appendingPathComponent("not-a-folder")
        try Data().write(to: blocker)
        let environment = ["XDG_DATA_HOME": blocker.path]

        let history = try popcorn.run(["history"], environment: environment)
        #expect(history.status == 69, "\(history.stderr)")
        #expect(!history.stdout.contains("Nothing opened yet"))
        #expect(history.stderr.contains("error: The history could not be read: "))
        #expect(history.stderr.contains(blocker.appendingPathComponent("popcorn").path), "it says where")
        #expect(history.stderr.contains("XDG_DATA_HOME"), "and what to do")

        let cleared = try popcorn.run(["history", "--clear"], environment: environment)
        #expect(cleared.status == 69)
        #expect(!cleared.stdout.contains("The history is empty now"))
        #expect(cleared.stderr.contains("error: The history could not be opened: "))
    }

    @Test func aTitleKnownOnlyByNameSaysSoAndHowToSeeIt() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let plain = popcorn.home.appendingPathComponent("movie_ids_11_23_2026.json")
        try Data((#"{"id":999999901,"original_title":"Quokka Dreams","popularity":0.5}"# + "\n").utf8).write(to: plain)
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        gzip.arguments = ["gzip", "-n", plain.path]
        try gzip.run()
        gzip.waitUntilExit()
        try #require(gzip.terminationStatus == 0)

        let imported = try popcorn.run("catalogue", "import", plain.path + ".gz")
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try popcorn.run("search", "quokka").stdout.contains("Quokka Dreams"))

        let movie = try popcorn.run("movie", "999999901")
        #expect(movie.status == 1)
        #expect(movie.stdout.isEmpty)
        // The message is wrapped to the width: read it as one line.
        let said = movie.stderr.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(said.contains("Popcorn knows movie 999999901 only by name, “Quokka Dreams”, from TMDb's exports"))
        #expect(said.contains("popcorn movie 999999901 --source tmdb"))
        #expect(!movie.stderr.contains("No movie has id"))
        #expect(try popcorn.run("movie", "999999901", "--cast").stderr.contains("only by name"))
        // An id neither the catalogue nor the index knows is still not found.
        #expect(try popcorn.run("movie", "999999902").stderr.contains("No movie has id 999999902"))
    }

    @Test func aConfigurationWithoutASecretWorksAtAnyMode() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let folder = popcorn.home.appendingPathComponent("config/popcorn")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("config.toml")
        try "source = \"catalogue\"\n".write(to: file, atomically: true, encoding: .utf8)
        chmod(file.path, 0o644)
        let run = try popcorn.run("movie", "550")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Fight Club"))
    }
}
