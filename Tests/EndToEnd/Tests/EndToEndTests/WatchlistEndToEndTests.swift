import Foundation
import Testing

/// The watchlist and the watches, as a person uses them: `popcorn watchlist add`, `popcorn
/// watched`, the lists, the film's and the series' screens, many runs at once, and what the
/// command line refuses.
@Suite struct WatchlistEndToEndTests {
    /// "kind id name" of each row of a list's document.
    func rows(_ run: Popcorn.Run) throws -> [String] {
        try run.items().map { "\($0["kind"] as? String ?? "?") \($0["id"] as? Int ?? 0) \($0["name"] as? String ?? "-")" }
    }

    @Test func theIssuesExampleListsTheSeriesThenTheFilmAndTheMatrixSaysWatched() throws {
        try Popcorn.scoped { popcorn in
            let added = try popcorn.run("watchlist", "add", "movie", "550")
            #expect(added.status == 0, "\(added.stderr)")
            #expect(added.stdout == "Fight Club (1999) is on your watchlist.\n")
            #expect(try popcorn.run("watchlist", "add", "tv", "1399").status == 0)
            let watched = try popcorn.run("watched", "movie", "603", "--rating", "9")
            #expect(watched.status == 0, "\(watched.stderr)")
            #expect(watched.stdout.hasPrefix("The Matrix (1999) watched "))
            #expect(watched.stdout.hasSuffix(", rated 9/10.\n"))

            #expect(try rows(popcorn.run("watchlist", "--json")) == ["tv 1399 Game of Thrones", "movie 550 Fight Club"])
            let text = try popcorn.run("watchlist").stdout
            let series = try #require(text.range(of: "Game of Thrones"))
            let film = try #require(text.range(of: "Fight Club"))
            #expect(series.lowerBound < film.lowerBound)
            #expect(text.hasPrefix("On your watchlist: 2 titles\n"))

            let matrix = try popcorn.run("movie", "603").stdout
            #expect(matrix.contains(try Regex("\nWatched \\d{4}-\\d{2}-\\d{2}, rated 9/10\n")), "\(matrix)")
            #expect(try popcorn.run("movie", "550").stdout.contains("\nOn your watchlist\n"))
            #expect(try popcorn.run("tv", "1399").stdout.contains("\nOn your watchlist\n"))
            #expect(!(try popcorn.run("movie", "27205").stdout.contains("watch")))

            #expect(try rows(popcorn.run("watched", "--json")) == ["movie 603 The Matrix"])
            #expect(try rows(popcorn.run("watchlist", "--type", "movie", "--json")) == ["movie 550 Fight Club"])
            #expect(try rows(popcorn.run("watchlist", "--sort", "title", "--json")) == ["movie 550 Fight Club", "tv 1399 Game of Thrones"])
        }
    }

    @Test func markingWatchedTakesTheTitleOffTheWatchlistAndRemovingSaysSo() throws {
        try Popcorn.scoped { popcorn in
            #expect(try popcorn.run("watchlist", "add", "movie", "603").status == 0)
            #expect(
                try popcorn.run("watchlist", "add", "movie", "603").stdout
                    == "The Matrix (1999) was on your watchlist already: nothing changed.\n")
            let watched = try popcorn.run("watched", "movie", "603", "--on", "2024-05-12", "--note", "still holds up", "--json")
            #expect(watched.status == 0)
            #expect(try watched.document()["message"] as? String == "The Matrix (1999) watched 2024-05-12.")
            #expect(try rows(popcorn.run("watchlist", "--json")).isEmpty)
            #expect(try popcorn.run("watchlist").stdout.hasPrefix("Your watchlist is empty."))
            let items = try popcorn.run("watched", "--json").items()
            #expect(items.first?["watchedOn"] as? String == "2024-05-12")
            #expect(items.first?["note"] as? String == "still holds up")
            #expect(items.first?["rating"] is NSNull)

            #expect(try popcorn.run("watchlist", "add", "tv", "1396").status == 0)
            let removed = try popcorn.run("watchlist", "remove", "tv", "1396")
            #expect(removed.stdout == "Breaking Bad (2008) is no longer on your watchlist.\n")
            #expect(
                try popcorn.run("watchlist", "remove", "tv", "1396").stdout
                    == "Breaking Bad (2008) was not on your watchlist: nothing changed.\n")
        }
    }

    @Test func aTitleTakenOffWhileTMDbIsOutOfReachIsSaidAsTheCommandNamedIt() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let standIn = try TMDbStandInProcess()
        defer { standIn.stop() }
        // Added from the catalogue, so that TMDb's disk cache holds no answer about it either.
        let added = try popcorn.run(["watchlist", "add", "tv", "1399", "--source", "catalogue"], environment: standIn.environment())
        #expect(added.stdout == "Game of Thrones (2011) is on your watchlist.\n", "\(added.stderr)")
        standIn.refuseConnections()

        let removed = try popcorn.run(["watchlist", "remove", "tv", "1399"], environment: standIn.environment())
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(removed.stdout == "tv 1399 is no longer on your watchlist.\n")
        #expect(try rows(popcorn.run(["watchlist", "--json"], environment: standIn.environment())).isEmpty)
    }

    @Test func anUnknownIdIsNotFoundAndAddsNothing() throws {
        try Popcorn.scoped { popcorn in
            let run = try popcorn.run("watchlist", "add", "movie", "99999999")
            #expect(run.status == 1)
            #expect(run.stderr.contains("No movie has id 99999999 in the embedded catalogue."))
            #expect(try rows(popcorn.run("watchlist", "--json")).isEmpty)
        }
    }

    @Test(arguments: [
        (["watched", "movie", "603", "--rating", "11"], "--rating 11 is not a rating: a rating is a whole number from 1 to 10."),
        (["watched", "movie", "603", "--rating", "0"], "--rating 0 is not a rating"),
        (["watched", "movie", "603", "--on", "2024-02-30"], "--on 2024-02-30 is not a day: write it YYYY-MM-DD"),
        (["watched", "--rating", "8"], "--rating, --on and --note describe a watch: name the title"),
        (["watched", "movie"], "Name the film by its id"),
        (["watched", "movie", "603", "--sort", "title"], "--type and --sort order the list of watches"),
        (["watchlist", "add", "film", "550"], "The value 'film' is invalid for '<kind>'"),
        (["watchlist", "add", "movie", "abc"], "'abc' is invalid"),
        (["watchlist", "--sort", "popularity"], "The value 'popularity' is invalid for '--sort <order>'"),
        (["watchlist", "add", "movie", "0"], "0 is out of range for an id"),
    ])
    func badInputIsAUsageError(_ arguments: [String], _ message: String) throws {
        try Popcorn.scoped { popcorn in
            let run = try popcorn.run(arguments)
            #expect(run.status == 64, "\(run.stderr)")
            #expect(run.stderr.unwrapped.contains(message), "\(run.stderr)")
            #expect(run.stdout.isEmpty)
            let json = try popcorn.run(arguments + ["--json"])
            #expect(json.status == 64)
            #expect(json.stderr.contains("\"code\":\"invalidRequest\""), "\(json.stderr)")
        }
    }

    /// Two hundred `popcorn watchlist add movie <id>` processes started together, each a
    /// different film of the catalogue: two hundred entries.
    @Test func twoHundredAdditionsStartedTogetherAllLand() throws {
        try Popcorn.scoped { popcorn in
            var ids: [Int] = []
            var page = 1
            while ids.count < 200 {
                let items = try popcorn.run("movies", "popular", "--page", String(page), "--json").items()
                ids += items.compactMap { $0["id"] as? Int }
                page += 1
            }
            ids = Array(ids.prefix(200))
            try #require(Set(ids).count == 200)
            let processes = try ids.map { id in
                let process = Process()
                process.executableURL = Popcorn.executable
                process.arguments = ["watchlist", "add", "movie", String(id)]
                process.environment = popcorn.environment()
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                return process
            }
            for process in processes { process.waitUntilExit() }
            #expect(processes.filter { $0.terminationStatus != 0 }.isEmpty)
            let listed = try popcorn.run("watchlist", "--json").items().compactMap { $0["id"] as? Int }
            #expect(listed.count == 200)
            #expect(Set(listed) == Set(ids))
        }
    }

    /// `popcorn browse watchlist` and `browse watched` show the lists as the commands print them,
    /// each title a link to its screen.
    @Test func theBrowserOpensTheListsAndATitleFromThem() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        #expect(try popcorn.run("watchlist", "add", "movie", "550").status == 0)
        #expect(try popcorn.run("watched", "tv", "1399", "--rating", "8", "--on", "2023-01-02").status == 0)
        let list = try TerminalSession(popcorn, ["browse", "watchlist"], rows: 24, columns: 80)
        defer { list.close() }
        var mark = try list.waitFor("On your watchlist: 1 title")
        mark = try list.waitFor("movie 550", after: mark)
        list.send("\r")
        mark = try list.waitFor("popcorn › Fight Club (1999)", after: mark)
        list.send("q")
        #expect(try list.waitForExit() == 0)

        let watched = try TerminalSession(popcorn, ["browse", "watched", "--type", "tv"], rows: 24, columns: 40)
        defer { watched.close() }
        mark = try watched.waitFor("Watched: 1 watch")
        mark = try watched.waitFor(" (2011) · rated 8/10", after: mark)
        watched.send("\r")
        mark = try watched.waitFor("popcorn › Game of Thrones", after: mark)
        watched.send("q")
        #expect(try watched.waitForExit() == 0)
    }

    /// In the browser, `w` on a film's screen puts it on the watchlist and `s` marks it watched
    /// after asking for a rating; the screen says so at once.
    @Test func theBrowsersKeysListAndMarkTheFilmShown() throws {
        try Popcorn.atTerminal(["browse", "movie", "550"]) { popcorn, session in
            var mark = try session.waitFor("popcorn › Fight Club (1999)")
            session.send("w")
            mark = try session.waitFor("On your watchlist.", after: mark)
            session.send("s")
            mark = try session.waitFor("Rating 1-10 (Enter to skip):", after: mark)
            session.send("8\r")
            mark = try session.waitFor(", rated 8/10.", after: mark)
            session.send("q")
            #expect(try session.waitForExit() == 0)
            #expect(try rows(popcorn.run("watchlist", "--json")).isEmpty, "marking watched took it off")
            let watched = try popcorn.run("watched", "--json").items()
            #expect(watched.map { $0["id"] as? Int } == [550])
            #expect(watched.map { $0["rating"] as? Int } == [8])
        }
    }
}
