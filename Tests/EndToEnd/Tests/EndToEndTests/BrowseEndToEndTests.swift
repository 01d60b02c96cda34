import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `popcorn browse`: line mode through pipes, and the full screen through a pseudo-terminal —
/// keys, a search, a resize, and the terminal given back however the browser ends.
@Suite struct BrowseEndToEndTests {
    /// The number line mode gives the link labelled `label` in `output`'s last list of links.
    func linkNumber(_ label: String, in output: String) throws -> String {
        let links = try #require(output.components(separatedBy: "\nLinks\n").last)
        let line = try #require(links.split(separator: "\n").first { $0.hasSuffix("  " + label) }, "no link \(label) in \(links)")
        return String(line.split(separator: " ")[0])
    }

    func headers(_ output: String) -> [String] {
        output.split(separator: "\n").filter { $0.hasPrefix("── ") }.map(String.init)
    }

    @Test func lineModeWalksToAPersonAndOneOfTheirFilmsAndBack() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let fightClub = try popcorn.run(["browse", "movie", "550"], input: "")
        #expect(fightClub.status == 0)
        let pitt = try linkNumber("Brad Pitt", in: fightClub.stdout)
        let pittPage = try popcorn.run(["browse", "person", "287"], input: "")
        let film = try linkNumber("Fury", in: pittPage.stdout)

        let walk = try popcorn.run(["browse", "movie", "550"], input: "\(pitt)\n\(film)\nb\nb\nf\nq\n")
        #expect(walk.status == 0, "\(walk.stderr)")
        #expect(walk.stderr.isEmpty)
        #expect(
            headers(walk.stdout) == [
                "── Movie 550 (1 of 1) ──", "── Person 287 (2 of 2) ──", "── Movie 228150 (3 of 3) ──", "── Person 287 (2 of 3) ──",
                "── Movie 550 (1 of 3) ──", "── Person 287 (2 of 3) ──",
            ])
        #expect(walk.stdout.contains("Fury (2014)"))
        // What was opened is in the history, most recent first.
        let history = try popcorn.run("history")
        #expect(history.stdout.range(of: "Brad Pitt")!.lowerBound < history.stdout.range(of: "Fight Club")!.lowerBound)
    }

    @Test func aPipeThatEndsAtOnceExitsQuietly() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run(["browse"], input: "")
        #expect(run.status == 0)
        #expect(run.stdout.contains("── Explore (1 of 1) ──"))
        #expect(run.stdout.contains("Popular films"))
        #expect(run.stderr.isEmpty)
    }

    @Test func lineModeSearchesAndSaysWhichCommandsThereAre() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run(["browse"], input: "open\n/fight clb\n1\nq\n")
        #expect(run.status == 0)
        // The explore screen's links: as many as its lists have rows, and a whole list's link each.
        #expect(run.stderr.contains("Unknown command “open”. Type a link's number (1–"), "\(run.stderr)")
        #expect(run.stderr.contains("), b (back), f (forward)"))
        #expect(run.stdout.contains("── Search “fight clb” (2 of 2) ──"))
        #expect(run.stdout.contains("── Movie 550 (3 of 3) ──"))
    }

    @Test func anUnknownIdShowsTheErrorAndTheBrowserGoesOn() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run(["browse", "movie", "999999999"], input: "h\nq\n")
        #expect(run.status == 0)
        #expect(run.stdout.contains("error: "))
        #expect(run.stdout.contains("b goes back, h goes home."))
        #expect(run.stdout.contains("── Explore (2 of 2) ──"))
    }

    @Test(arguments: [["browse", "movie", "abc"], ["browse", "film", "3"], ["browse", "search"]])
    func aBadPlaceToStartIsAUsageError(arguments: [String]) throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run(arguments, input: "")
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("error: "))
        #expect(run.stdout.isEmpty)
    }

    @Test func fullScreenSearchesOpensResizesAndGivesTheTerminalBackOnCtrlC() throws {
        try Popcorn.atTerminal(["browse"]) { _, session in
            let before = session.settings()
            var mark = try session.waitFor("\u{1B}[?1049h")
            mark = try session.waitFor("Popular films", after: mark)
            let during = session.settings()
            #expect(during.c_lflag != before.c_lflag, "the browser reads keys one at a time, unechoed")

            session.send("/")
            mark = try session.waitFor("Search: ", after: mark)
            session.send("fight clb")
            mark = try session.waitFor("Search: fight clb", after: mark)
            session.send("\r")
            // The results, with Fight Club chosen first.
            mark = try session.waitFor("\u{1B}[7mFight Club", after: mark)
            session.send("\r")
            mark = try session.waitFor("popcorn › Fight Club (1999)", after: mark)

            session.resize(rows: 20, columns: 40)
            mark = try session.waitFor("\u{1B}[2J", after: mark)
            mark = try session.waitFor("↑↓ ⏎ open ← back / search ? keys q quit", after: mark)
            let narrow = session.screenText(from: mark - 200)
            #expect(!narrow.contains("↑↓ move  ⏎ open"))

            session.send("\u{3}")
            #expect(try session.waitForExit() == 0)
            try session.waitFor("\u{1B}[?25h\u{1B}[?1049l", after: mark)
            #expect(session.settings().hasTheModes(of: before), "the terminal is given back")
        }
    }

    @Test func fullScreenWalksWithKeysAndGivesTheTerminalBackOnQ() throws {
        try Popcorn.atTerminal(["browse", "movie", "550"], rows: 20, columns: 40) { _, session in
            let before = session.settings()
            // The genre first, a link to the discovery by it, then the director.
            var mark = try session.waitFor("\u{1B}[7mDrama")
            session.send("j")
            mark = try session.waitFor("\u{1B}[7mDavid Fincher", after: mark)
            session.send("jj")
            mark = try session.waitFor("\u{1B}[7mBrad Pitt", after: mark)
            session.send("\r")
            mark = try session.waitFor("popcorn › Brad Pitt", after: mark)
            session.send("\u{1B}[D")
            mark = try session.waitFor("popcorn › Fight Club (1999)", after: mark)
            mark = try session.waitFor("\u{1B}[7mBrad Pitt", after: mark)
            session.send("\u{1B}[C")
            mark = try session.waitFor("popcorn › Brad Pitt", after: mark)
            session.send("q")
            #expect(try session.waitForExit() == 0)
            #expect(session.settings().hasTheModes(of: before), "the terminal is given back")
        }
    }

    /// From an error screen, back (nowhere to go) and home, then quit: this crashed the browser
    /// that came before (an index out of range while drawing), leaving the terminal raw.
    @Test func fullScreenGoesHomeFromAnErrorScreenAndQuitsCleanly() throws {
        try Popcorn.atTerminal(["browse", "movie", "99999999"]) { _, session in
            let before = session.settings()
            var mark = try session.waitFor("← or Backspace goes back; h goes home.")
            session.send("\u{1B}[D")
            mark = try session.waitFor("There is no page before this one.", after: mark)
            session.send("h")
            mark = try session.waitFor("popcorn › Explore", after: mark)
            session.send("q")
            #expect(try session.waitForExit() == 0)
            #expect(session.settings().hasTheModes(of: before), "the terminal is given back")
        }
    }

    /// A crash (here a segmentation fault sent from outside) restores the terminal first, then
    /// goes on: the process ends by the signal, as it would have.
    @Test func aFatalSignalGivesTheTerminalBackAndTheCrashGoesOn() throws {
        try Popcorn.atTerminal(["browse", "person", "287"], environment: ["SWIFT_BACKTRACE": "enable=no"]) { _, session in
            let before = session.settings()
            let mark = try session.waitFor("popcorn › Brad Pitt")
            session.kill(signal: SIGSEGV)
            #expect(try session.waitForExit() == SIGSEGV)
            #expect(session.endedBySignal)
            try session.waitFor("\u{1B}[?1049l", after: mark)
            #expect(session.settings().hasTheModes(of: before), "the terminal is given back")
        }
    }

    @Test(arguments: [SIGHUP, SIGTERM])
    func fullScreenGivesTheTerminalBackOnAHangUpOrATermination(signal: Int32) throws {
        try Popcorn.atTerminal(["browse", "person", "287"]) { _, session in
            let before = session.settings()
            let mark = try session.waitFor("popcorn › Brad Pitt")
            session.kill(signal: signal)
            #expect(try session.waitForExit() == 128 + signal)
            try session.waitFor("\u{1B}[?1049l", after: mark)
            #expect(session.settings().hasTheModes(of: before), "the terminal is given back")
        }
    }
}
