import Foundation
import Testing

@Suite struct MovieDetailsEndToEndTests {
    @Test func printsFightClubsDetails() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("movie", "550")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Fight Club (1999)\n"))
        #expect(run.stdout.contains("Runtime   2h 19m"))
        #expect(run.stdout.contains("Director  David Fincher"))
        #expect(run.stdout.contains("Brad Pitt"))
        #expect(!run.stdout.contains("Next:") && !run.stderr.contains("Next:"), "suggestions are for people, not for pipes")
        let atTerminal = try popcorn.runAtTerminal("movie", "550")
        #expect(atTerminal.screen.contains("Next:\n  popcorn movie 550 --cast"))
        let credits = try popcorn.runAtTerminal("person", "287", "--credits").screen
        let back = credits.split(separator: "\n").first { $0.hasPrefix("  popcorn person 287 ") }
        #expect(back?.contains("Brad Pitt") == true, "a link to one person names them: \(credits.suffix(300))")
    }

    /// The id shown beside a name is the one that opens it: from Fight Club to its director's page.
    @Test func theIDBesideTheDirectorOpensHisPage() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let movie = try popcorn.run("movie", "550")
        let line = try #require(movie.stdout.split(separator: "\n").first { $0.hasPrefix("Director ") })
        let id = try #require(line.split(separator: " ").last.flatMap { $0.hasPrefix("#") ? String($0.dropFirst()) : nil })
        #expect(movie.stdout.hasSuffix("\n\nFigures as of 2017.\n"))
        let person = try popcorn.run("person", id)
        #expect(person.status == 0, "\(person.stderr)")
        #expect(person.stdout.hasPrefix("David Fincher\n"), "\(person.stdout)")
        let credits = try popcorn.run("person", id, "--credits")
        #expect(credits.stdout.contains("1999  movie  Fight Club #550"), "and back again: \(credits.stdout)")
    }

    /// Text longer than the terminal goes through the pager (here one that keeps what it is
    /// handed), and the suggestions come after it; `--no-pager` and a pipe print it as it is.
    @Test func aLongScreenGoesThroughThePagerAndAPipeGetsPlainText() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let paged = popcorn.home.appendingPathComponent("paged.txt")
        let session = try TerminalSession(
            popcorn, ["movie", "550", "--cast"], rows: 24, columns: 80, environment: ["PAGER": "cat > '\(paged.path)'", "NO_COLOR": "1"])
        defer { session.close() }
        #expect(try session.waitForExit() == 0)
        let screen = session.screenText(from: 0)
        #expect(try String(contentsOf: paged, encoding: .utf8).hasPrefix("Fight Club (1999): cast and crew\n"))
        #expect(!screen.contains("cast and crew"), "the text went to the pager")
        #expect(screen.contains("Next:"), "and the suggestions after it")
        let piped = try popcorn.run("movie", "550", "--cast", environment: ["PAGER": "false"])
        #expect(piped.stdout.hasPrefix("Fight Club (1999): cast and crew\n"))
        #expect(!piped.stdout.contains("\u{1B}") && !piped.stderr.contains("Next:"))
    }

    /// The pager runs in the terminal's foreground process group, as popcorn does under a shell:
    /// a pager in a group of its own is stopped by the terminal as soon as it sets its modes
    /// (`less` showed a blank screen). `setsid -c` gives popcorn the terminal as a shell would.
    @Test func thePagerRunsInTheForegroundOfTheTerminal() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let groups = popcorn.home.appendingPathComponent("groups.txt")
        let script = popcorn.home.appendingPathComponent("pager.sh")
        try "read -r _ _ _ _ group _ _ foreground _ < /proc/$$/stat; echo \"$group $foreground\" > '\(groups.path)'; cat >/dev/null\n"
            .write(to: script, atomically: true, encoding: .utf8)
        let pager = "/bin/sh '\(script.path)'"
        let session = try TerminalSession(
            popcorn, ["movie", "550", "--cast"], rows: 24, columns: 80, environment: ["PAGER": pager],
            launcher: ["/usr/bin/setsid", "-c", "-w"])
        defer { session.close() }
        #expect(try session.waitForExit() == 0)
        let numbers = try String(contentsOf: groups, encoding: .utf8).split(whereSeparator: \.isWhitespace)
        #expect(numbers.count == 2 && numbers.first == numbers.last, "the pager's group and the terminal's foreground group: \(numbers)")
    }

    @Test func printsOneJSONDocumentAndNothingElse() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("movie", "550", "--json")
        #expect(run.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(document["id"] as? Int == 550)
        #expect(document["title"] as? String == "Fight Club")
        #expect((document["directors"] as? [[String: Any]])?.first?["name"] as? String == "David Fincher")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
    }

    @Test func anUnknownIDSaysWhichIDAndSourceAndFails() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("movie", "99999999")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: No movie has id 99999999 in the embedded catalogue.\n"))
        #expect(!run.stderr.contains("Fatal error"))
        #expect(!run.stderr.contains("Stack"))
    }

    @Test func anUnknownIDWithJSONIsAJSONErrorOnStandardError() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("movie", "99999999", "--json")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stderr.utf8)) as? [String: [String: String]])
        #expect(document["error"]?["code"] == "notFound")
        #expect(document["error"]?["message"] == "No movie has id 99999999 in the embedded catalogue.")
    }

    @Test(arguments: [
        ["movie", "abc"], ["movie", "0"], ["movie", "-1"], ["movies", "popular", "--page", "-1"], ["movie", "550", "--cast", "--similar"],
        ["movies", "popular", "--page", "0"], ["movie", "9223372036854775807"], ["movie", "99999999999999999999999"],
        ["movie", "2147483648"],
    ])
    func aWrongCommandLineIsAUsageError(arguments: [String]) throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run(arguments)
        #expect(run.status == 64, "\(arguments): \(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(!run.stderr.isEmpty)
    }

    @Test func aUsageErrorWithJSONIsAJSONError() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("movie", "abc", "--json")
        #expect(run.status == 64)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stderr.utf8)) as? [String: [String: String]])
        #expect(document["error"]?["code"] == "invalidRequest")
        #expect(document["error"]?["message"]?.contains("abc") == true)
        #expect(document["error"]?["suggestion"] == "Run `popcorn movie --help` to see what it takes.")
        #expect(run.stdout.isEmpty)
    }

    @Test(arguments: [(["movie", "-1"], "-1 is out of range"), (["movies", "popular", "--page", "-1"], "Page -1 is out of range")])
    func aNegativeNumberIsOutOfRange(arguments: [String], message: String) throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run(arguments)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("error: \(message)"), "\(run.stderr)")
    }

    /// `--help` is answered whatever else the line holds, an id out of range included.
    @Test func helpIsGivenBesideAnIDOutOfRange() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("movie", "99999999999999999999999", "--help")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("USAGE: popcorn movie"), "\(run.stdout)")
        #expect(run.stderr.isEmpty)
    }

    @Test func aParserErrorReadsLikeEveryOtherError() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("movie")
        #expect(run.status == 64)
        #expect(run.stderr == "error: Missing expected argument '<id>'.\nhint: Run `popcorn movie --help` to see what it takes.\n")
    }

    @Test func controlCharactersTypedByTheUserAreNotEchoedRaw() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run("movie", "\u{1B}[2J\u{7}")
        #expect(run.status == 64)
        #expect(!run.stderr.contains("\u{1B}") && !run.stderr.contains("\u{7}"), "\(run.stderr)")
        #expect(run.stderr.contains("\\u{1B}[2J"))
    }
}
