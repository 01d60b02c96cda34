import Foundation
import Testing

/// `popcorn discover movie|tv --genre <Tab>`: the genre names of the kind typed, asked of the
/// source through swift-argument-parser's completion entry point, as the scripts `popcorn
/// completions` prints ask for them; nothing else on either stream, whatever happens.
@Suite struct DiscoveryCompletionsEndToEndTests {
    /// The words a shell hands the entry point for `popcorn discover <words> --genre <typed>`, the
    /// cursor at the end: the index of the word completed, the cursor's place in it, every word.
    func completing(_ words: [String], typed: String = "") -> [String] {
        let line = ["popcorn", "discover"] + words + ["--genre", typed]
        return ["---completion", "discover", "--", "--genre", String(line.count - 1), String(typed.count)] + line
    }

    func offered(_ run: Popcorn.Run) -> [String] {
        run.stdout.split(separator: "\n").map(String.init)
    }

    @Test func offersTheFilmGenresForFilmsAndTheSeriesGenresForSeries() throws {
        try Popcorn.scoped { popcorn in
            let films = try popcorn.run(completing(["movie"]))
            #expect(films.status == 0 && films.stderr.isEmpty, "\(films.stderr)")
            let filmGenres = try popcorn.run("genres", "movie", "--json").items().compactMap { $0["name"] as? String }
            #expect(offered(films) == filmGenres)
            #expect(offered(films).contains("Science Fiction") && !offered(films).contains("Sci-Fi & Fantasy"))
            let series = try popcorn.run(completing(["tv"]))
            #expect(series.status == 0 && series.stderr.isEmpty, "\(series.stderr)")
            let seriesGenres = try popcorn.run("genres", "tv", "--json").items().compactMap { $0["name"] as? String }
            #expect(offered(series) == seriesGenres)
            #expect(offered(series).contains("Sci-Fi & Fantasy") && !offered(series).contains("Science Fiction"))
        }
    }

    @Test func offersTheNamesBeginningWithWhatIsTyped() throws {
        try Popcorn.scoped { popcorn in
            let series = try popcorn.run(completing(["tv"], typed: "sci"))
            #expect(offered(series) == ["Sci-Fi & Fantasy"])
            let films = try popcorn.run(completing(["movies", "--genre", "drama"], typed: "Sc"))
            #expect(offered(films) == ["Science Fiction"])
            let none = try popcorn.run(completing(["movie"], typed: "zzz"))
            #expect(none.status == 0 && offered(none).isEmpty)
        }
    }

    /// Before the first run has built the catalogue, a Tab builds nothing (it would take seconds)
    /// and offers nothing.
    @Test func offersNothingAndBuildsNothingBeforeTheCatalogueIsBuilt() throws {
        let popcorn = try Popcorn(dataFolder: .empty)
        defer { popcorn.remove() }
        let run = try popcorn.run(completing(["movie"]))
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: popcorn.dataHome.appendingPathComponent("popcorn/catalogue.sqlite").path))
    }

    /// The bash script `popcorn completions bash` prints, asked as bash asks it on a Tab: the names
    /// come back one a candidate, a name with spaces whole (bash quotes it on the line, `-o filenames`).
    @Test func bashOffersThemThroughItsScript() throws {
        try Popcorn.scoped { popcorn in
            let script = popcorn.home.appendingPathComponent("popcorn.bash")
            try popcorn.run("completions", "bash").stdout.write(to: script, atomically: true, encoding: .utf8)
            let tab = """
                source "$1"
                COMP_WORDS=(popcorn discover tv --genre Sci)
                COMP_CWORD=4
                COMP_LINE="popcorn discover tv --genre Sci"
                COMP_POINT=${#COMP_LINE}
                _popcorn popcorn Sci --genre
                printf '%s\\n' "${COMPREPLY[@]}"
                """
            let folder = Popcorn.executable.deletingLastPathComponent().path
            let run = try popcorn.run(
                executable: URL(fileURLWithPath: "/bin/bash"), ["-c", tab, "bash", script.path],
                environment: ["PATH": folder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")])
            #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
            #expect(offered(run) == ["Sci-Fi & Fantasy"])
        }
    }
}
