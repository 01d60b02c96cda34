import Foundation
import Testing

/// `popcorn library import` and `export` as a person uses them: Letterboxd's watchlist.csv, a
/// file broken on its third line, a dry run, and a library moved from one data home to another.
@Suite struct LibraryFilesEndToEndTests {
    func watchlist(_ popcorn: Popcorn) throws -> [String] {
        try popcorn.run("watchlist", "--json").items().map { "\($0["kind"] as? String ?? "?") \($0["id"] as? Int ?? 0)" }
    }

    func write(_ text: String, named name: String, in popcorn: Popcorn) throws -> String {
        let folder = popcorn.home.appendingPathComponent("files")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    @Test func letterboxdsWatchlistLandsOnTheWatchlistAndAFilmNotHeldIsListedByItsLine() throws {
        try Popcorn.scoped { popcorn in
            let file = try write(
                "Date,Name,Year,Letterboxd URI\n2024-01-05,The Shawshank Redemption,1994,https://boxd.it/2aHi\n"
                    + "2024-01-06,Qqzzx The Film Nobody Made,2031,https://boxd.it/zz\n",
                named: "watchlist.csv", in: popcorn)

            let dry = try popcorn.run("library", "import", file, "--dry-run")
            #expect(dry.status == 0, "\(dry.stderr)")
            #expect(dry.stdout.contains("Would be on the watchlist (1): movie 278"))
            #expect(try watchlist(popcorn).isEmpty, "a dry run changes nothing")

            let run = try popcorn.run("library", "import", file)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("Now on the watchlist (1): movie 278"))
            #expect(
                run.stdout.contains(
                    "line 3: \"Qqzzx The Film Nobody Made\" (2031): no film of that name and year in the embedded catalogue"))
            #expect(try watchlist(popcorn) == ["movie 278"])
            #expect(try popcorn.run("watched", "--json").items().isEmpty, "a watchlist is never imported as watched")

            let again = try popcorn.run("library", "import", file, "--json").document()
            #expect(again["addedToWatchlist"] as? [String] == [])
            #expect(again["unchanged"] as? Int == 1)
            let unmatched = try #require(again["unmatched"] as? [[String: Any]])
            #expect(unmatched.map { $0["line"] as? Int } == [3])
            #expect(unmatched.first?["reason"] as? String == "notFound")
        }
    }

    @Test func aFileBrokenOnItsThirdLineChangesNothingAndNamesLine3() throws {
        try Popcorn.scoped { popcorn in
            let file = try write(
                "Date,Name,Year,Letterboxd URI\n2024-01-05,The Shawshank Redemption,1994,x\n2024-01-06,\"Heat,1995,x\n2024-01-07,Alien,1979,x\n",
                named: "watchlist.csv", in: popcorn)
            let run = try popcorn.run("library", "import", file)
            #expect(run.status == 64)
            #expect(
                run.stderr.unwrapped.contains("watchlist.csv, line 3: a quoted field is never closed. Nothing was imported."),
                "\(run.stderr)")
            #expect(run.stdout.isEmpty)
            #expect(try watchlist(popcorn).isEmpty)
            let json = try popcorn.run("library", "import", file, "--json")
            #expect(json.status == 64)
            #expect(json.stderr.contains("line 3"))
        }
    }

    @Test func aLibraryExportedFromOneHomeIsTheSameLibraryInAnother() throws {
        try Popcorn.scoped { first in
            try Popcorn.scoped { second in
                for arguments in [
                    ["watchlist", "add", "movie", "550"], ["watchlist", "add", "tv", "1399"], ["watchlist", "add", "movie", "27205"],
                    ["watchlist", "remove", "movie", "27205"],
                    ["watched", "movie", "603", "--rating", "9", "--on", "2024-05-12", "--note", "Whoa."],
                ] {
                    #expect(try first.run(arguments).status == 0)
                }
                let file = first.home.appendingPathComponent("library.jsonl").path
                let exported = try first.run("library", "export", file)
                #expect(exported.status == 0, "\(exported.stderr)")
                #expect(exported.stdout == "Exported 3 watchlist entries and 1 watch to \(file).\n")
                #expect(try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").count == 4)

                // Added here after it was taken off there: the newer change stays.
                #expect(try second.run("watchlist", "add", "movie", "27205").status == 0)
                let imported = try second.run("library", "import", file)
                #expect(imported.status == 0, "\(imported.stderr)")
                #expect(try watchlist(second) == ["movie 27205", "tv 1399", "movie 550"])
                let watched = try second.run("watched", "--json").items()
                #expect(watched.map { $0["note"] as? String } == ["Whoa."])
                #expect(watched.map { $0["rating"] as? Int } == [9])
                #expect(try second.run("library", "import", file).stdout.contains("already in the library"))

                let stdout = try first.run("library", "export", "--format", "letterboxd")
                #expect(stdout.stdout.hasPrefix("tmdbID,Title,Year,WatchedDate,Rating10,Rewatch\n603,The Matrix,1999,2024-05-12,9,false\n"))
                let trakt = try first.run("library", "export", "--format", "trakt")
                #expect(trakt.stdout.contains("\"ids\":{\"tmdb\":1399}"))
            }
        }
    }

    /// An import of ten thousand entries killed with SIGKILL at some point of its run leaves the
    /// library as it was, or with all of them: the merge is one write.
    @Test func anImportKilledLeavesTheLibraryAsItWasOrWithAllOfIt() throws {
        try Popcorn.scoped { popcorn in
            let lines = (1...10_000).map {
                "{\"type\":\"watchlist\",\"kind\":\"movie\",\"id\":\($0),\"addedAt\":\"2024-01-01T00:00:00Z\",\"removedAt\":null}\n"
            }
            let file = try write(lines.joined(), named: "ten-thousand.jsonl", in: popcorn)
            let library = popcorn.dataHome.appendingPathComponent("popcorn/library.sqlite").path
            var counts: [Int] = []
            for delay in stride(from: 0, through: 240_000, by: 20_000) {
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: library + suffix) }
                let process = Process()
                process.executableURL = Popcorn.executable
                process.arguments = ["library", "import", file]
                process.environment = popcorn.environment()
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                usleep(useconds_t(delay))
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                let export = try popcorn.run("library", "export")
                #expect(export.status == 0, "\(export.stderr)")
                counts.append(export.stdout.split(separator: "\n").count)
            }
            #expect(counts.allSatisfy { $0 == 0 || $0 == 10_000 }, "\(counts)")
        }
    }
}
