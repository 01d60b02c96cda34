import Foundation
import Synchronization
import Testing

/// The history: each details screen opened, most recent first, once each; many runs at once;
/// a file that is not Popcorn's; and the switch that turns it off.
@Suite struct HistoryEndToEndTests {
    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func entries(_ popcorn: Popcorn, environment: [String: String] = [:]) throws -> [String] {
        let run = try popcorn.run(["history", "--json"], environment: environment)
        let items = try #require(try json(run.stdout)["items"] as? [[String: Any]], "\(run.stderr)")
        return items.map { "\($0["kind"] as? String ?? "?") \($0["id"] as? Int ?? 0) \($0["name"] as? String ?? "-")" }
    }

    @Test func listsWhatWasOpenedMostRecentFirstOnceEach() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        #expect(try entries(popcorn).isEmpty)
        #expect(try popcorn.run("history").stdout.contains("Nothing opened yet"))
        for arguments in [["movie", "603"], ["person", "287"], ["tv", "1399"], ["movie", "603", "--cast"], ["movie", "999999999"]] {
            _ = try popcorn.run(arguments)
        }
        #expect(try entries(popcorn) == ["tv 1399 Game of Thrones", "person 287 Brad Pitt", "movie 603 The Matrix"])
        _ = try popcorn.run("person", "287")
        #expect(try entries(popcorn) == ["person 287 Brad Pitt", "tv 1399 Game of Thrones", "movie 603 The Matrix"])
        let text = try popcorn.run("history")
        #expect(text.stdout.contains("Page 1 of 1 · 3 entries"))
        #expect(try popcorn.runAtTerminal("history").screen.contains("popcorn person 287"))

        let cleared = try popcorn.run("history", "--clear")
        #expect(cleared.status == 0)
        #expect(cleared.stdout == "The history is empty now.\n")
        #expect(try entries(popcorn).isEmpty)
    }

    @Test func fiftyViewsAtOnceAreFiftyEntries() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        _ = try popcorn.run("movies", "popular", "--json")  // builds the catalogue once, before the rush
        let ids = try #require(
            try json(try popcorn.run("movies", "popular", "--json").stdout)["items"] as? [[String: Any]]
        ).compactMap { $0["id"] as? Int }
        let more = try #require(
            try json(try popcorn.run("movies", "popular", "--page", "2", "--json").stdout)["items"] as? [[String: Any]]
        ).compactMap { $0["id"] as? Int }
        let third = try #require(
            try json(try popcorn.run("movies", "popular", "--page", "3", "--json").stdout)["items"] as? [[String: Any]]
        ).compactMap { $0["id"] as? Int }
        let fifty = Array((ids + more + third).prefix(50))
        try #require(fifty.count == 50)
        let statuses = Mutex([Int32]())
        DispatchQueue.concurrentPerform(iterations: 50) { index in
            let status = (try? popcorn.run("movie", String(fifty[index])).status) ?? -1
            statuses.withLock { $0.append(status) }
        }
        #expect(statuses.withLock { $0 }.allSatisfy { $0 == 0 })
        let recorded = try entries(popcorn)
        #expect(recorded.count == 50)
        #expect(Set(recorded.map { Int($0.split(separator: " ")[1])! }) == Set(fifty))
    }

    /// Each run leaves the history file open when it exits, so its write-ahead log outlives it and
    /// the next run reads the log back whole: forty runs must not leave forty runs' writes in it.
    @Test func theHistoryLogStaysShortOverManyRuns() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let log = popcorn.dataHome.appendingPathComponent("popcorn/library.sqlite-wal").path
        var longest = 0
        for run in 0..<40 {
            #expect(try popcorn.run("movie", run.isMultiple(of: 2) ? "550" : "603").status == 0)
            let size = (try FileManager.default.attributesOfItem(atPath: log)[.size] as? NSNumber)?.intValue ?? 0
            longest = max(longest, size)
        }
        #expect(longest > 0, "the history is in WAL mode")
        #expect(longest < 200_000, "the log grew to \(longest) bytes")
        #expect(try entries(popcorn) == ["movie 603 The Matrix", "movie 550 Fight Club"])
    }

    @Test func aHistoryFileThatIsNotADatabaseIsReportedAndKept() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let folder = popcorn.dataHome.appendingPathComponent("popcorn")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("library.sqlite")
        let notes = Data(String(repeating: "these are my notes\n", count: 100).utf8)
        try notes.write(to: file)

        let movie = try popcorn.run("movie", "603")
        #expect(movie.status == 0, "the screen is shown all the same")
        #expect(movie.stdout.hasPrefix("The Matrix"))
        #expect(movie.stderr.contains("This view was not added to the history"))
        #expect(movie.stderr.contains("is not a Popcorn library file"))

        let history = try popcorn.run("history", "--json")
        #expect(history.status == 69, "a history that cannot be had is unavailable data")
        #expect(history.stdout.isEmpty)
        #expect(history.stderr.contains("\(file.path) is not a Popcorn library file"))
        #expect(history.stderr.contains("Move it elsewhere"))
        #expect(!history.stderr.contains("Fatal error"))
        #expect(try Data(contentsOf: file) == notes)
    }

    /// The history popcorn 0.1.0 kept in user-data.sqlite (after `movie 550`, `tv 1399`,
    /// `person 287`, `movie 603`, `movie 550`) is the Library's after the upgrade, whole.
    @Test func aHistoryWrittenByTheLastReleaseIsListedWhole() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let folder = popcorn.dataHome.appendingPathComponent("popcorn")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../../Adapters/Contexts/PopcornLibraryAdapters/Tests/PopcornLibraryAdaptersTests/Fixtures")
            .appendingPathComponent("user-data-0.1.0.sqlite").standardizedFileURL
        try FileManager.default.copyItem(at: fixture, to: folder.appendingPathComponent("user-data.sqlite"))
        #expect(
            try entries(popcorn) == ["movie 550 Fight Club", "movie 603 The Matrix", "person 287 Brad Pitt", "tv 1399 Game of Thrones"])
        _ = try popcorn.run("movie", "603")
        #expect(try entries(popcorn).first == "movie 603 The Matrix")
        #expect(try entries(popcorn).count == 4)
        let removal = try popcorn.run("history", "--remove", "person", "287")
        #expect(removal.status == 0)
        #expect(try entries(popcorn) == ["movie 603 The Matrix", "movie 550 Fight Club", "tv 1399 Game of Thrones"])
    }

    @Test func popcornHistoryOffRecordsNothing() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        _ = try popcorn.run(["movie", "550"], environment: ["POPCORN_HISTORY": "0"])
        #expect(try entries(popcorn).isEmpty)
        let odd = try popcorn.run(["movie", "550"], environment: ["POPCORN_HISTORY": "maybe"])
        #expect(odd.stderr.contains("POPCORN_HISTORY is neither on"))
        #expect(try entries(popcorn) == ["movie 550 Fight Club"])
    }

    @Test func anEntryTheCatalogueNoLongerHasIsShownAsSuch() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        _ = try popcorn.run("movie", "550")
        // Another catalogue (a later seed, TMDb) may drop a title: plant an entry for one it lacks.
        let store = popcorn.dataHome.appendingPathComponent("popcorn/library.sqlite")
        let plant = Process()
        plant.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        plant.arguments = [
            "sqlite3", store.path,
            "INSERT INTO opened_entry (kind, item_id, opened_at) VALUES ('movie', 999999999, 800000000)",
        ]
        try plant.run()
        plant.waitUntilExit()
        try #require(plant.terminationStatus == 0)
        let document = try json(try popcorn.run("history", "--json").stdout)
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(items.first?["status"] as? String == "notFound")
        #expect(items.first?["name"] is NSNull)
        #expect(items.count == 2)
        #expect(try popcorn.run("history").stdout.contains("(no longer found)"))
    }
}
