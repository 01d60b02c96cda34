import Browsing
import DesignSystem
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The full-screen browser on a pseudo-terminal the test opens, with fake screens.
@MainActor
@Suite(.serialized) struct FullScreenBrowserTests {
    func start(_ screens: FakeScreens, at place: TestPlace = .movie(5)) throws -> (PseudoTerminal, Task<Int32, Never>) {
        let pty = try PseudoTerminal(rows: 12, columns: 40)
        let browser = FullScreenBrowser(
            start: place, styler: .plain, terminal: pty.streams, watchesSignals: false, makeScreen: screens.make)
        return (pty, Task { await browser.run() })
    }

    /// Starts on movie 5 and follows its first link to movie 51, a chat, whose answers wait to be
    /// stopped when `holdingAnswers`.
    /// - Returns: the screens, the terminal, the browser's task and the mark after the chat's prompt.
    func startChat(holdingAnswers: Bool) async throws -> (FakeScreens, PseudoTerminal, Task<Int32, Never>, String.Index) {
        let screens = FakeScreens()
        screens.chats[51] = holdingAnswers
        let (pty, run) = try start(screens)
        let shown = try await pty.waitFor("movie 52")
        pty.send("\r")
        return (screens, pty, run, try await pty.waitFor("Ask: ", after: shown))
    }

    @Test func drawsTheScreenWithTheFirstLinkChosenAndRestoresTheTerminalOnQ() async throws {
        let screens = FakeScreens()
        let pty = try PseudoTerminal(rows: 12, columns: 40)
        let before = pty.settings()
        let browser = FullScreenBrowser(
            start: TestPlace.movie(5), styler: .plain, terminal: pty.streams, watchesSignals: false, makeScreen: screens.make)
        let run = Task { await browser.run() }
        try await pty.waitFor("\u{1B}[?1049h")
        try await pty.waitFor("see \u{1B}[7mmovie 51\u{1B}[27m")
        try await pty.waitFor("see \u{1B}[4mmovie 52\u{1B}[24m")
        pty.send("q")
        #expect(await run.value == 0)
        try await pty.waitFor("\u{1B}[?25h\u{1B}[?1049l")
        let after = pty.settings()
        #expect(after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag && after.c_oflag == before.c_oflag)
        await pty.close()
    }

    @Test func movesOpensGoesBackAndForward() async throws {
        let screens = FakeScreens()
        let (pty, run) = try start(screens)
        var mark = try await pty.waitFor("movie 52")
        pty.send("j")
        mark = try await pty.waitFor("\u{1B}[7mmovie 52", after: mark)
        pty.send("\r")
        mark = try await pty.waitFor("Movie 52", after: mark)
        pty.send("\u{1B}[D")
        mark = try await pty.waitFor("popcorn › Movie 5 ", after: mark)
        // Back on the first screen, the link that was followed is still the one chosen.
        mark = try await pty.waitFor("\u{1B}[7mmovie 52", after: mark)
        pty.send("\u{1B}[C")
        mark = try await pty.waitFor("popcorn › Movie 52", after: mark)
        pty.send("\u{3}")
        #expect(await run.value == 0)
        #expect(screens.made == [.movie(5), .movie(52)])
        await pty.close()
    }

    @Test func aSlowScreenSaysItIsLoadingAndGoingBackCancelsIt() async throws {
        let screens = FakeScreens()
        screens.slow[51] = .seconds(30)
        let (pty, run) = try start(screens)
        var mark = try await pty.waitFor("movie 52")
        pty.send("\r")
        mark = try await pty.waitFor("Loading…", after: mark)
        pty.send("\u{7F}")
        mark = try await pty.waitFor("popcorn › Movie 5 ", after: mark)
        // The cancelled screen is not kept: opening it again loads it afresh.
        screens.slow[51] = nil
        pty.send("\r")
        mark = try await pty.waitFor("Movie 51", after: mark)
        pty.send("q")
        #expect(await run.value == 0)
        #expect(screens.made == [.movie(5), .movie(51), .movie(51)])
        await pty.close()
    }

    @Test func aFailedScreenShowsTheErrorAndTheWayBack() async throws {
        let screens = FakeScreens()
        screens.failing = [51]
        let (pty, run) = try start(screens)
        var mark = try await pty.waitFor("movie 52")
        pty.send("\r")
        mark = try await pty.waitFor("error: There is no movie 51.", after: mark)
        try await pty.waitFor("← or Backspace goes back", after: mark)
        pty.send("\u{1B}[D")
        mark = try await pty.waitFor("popcorn › Movie 5 ", after: mark)
        pty.send("q")
        #expect(await run.value == 0)
        await pty.close()
    }

    @Test func slashTypesASearchAndEnterShowsIt() async throws {
        let screens = FakeScreens()
        let (pty, run) = try start(screens)
        var mark = try await pty.waitFor("movie 52")
        pty.send("/fight clb")
        mark = try await pty.waitFor("Search: fight clb", after: mark)
        pty.send("\r")
        mark = try await pty.waitFor("popcorn › Search “fight clb”", after: mark)
        pty.send("?")
        mark = try await pty.waitFor("scroll a page", after: mark)
        pty.send("x")
        pty.send("q")
        #expect(await run.value == 0)
        #expect(screens.made.last == .search("fight clb"))
        await pty.close()
    }

    @Test func theEndOfInputEndsTheBrowser() async throws {
        let (pty, run) = try start(FakeScreens())
        try await pty.waitFor("movie 52")
        await pty.close()
        #expect(await run.value == 0)
    }

    @Test func aChatTakesALineAndDrawsTheAnswerAsItArrives() async throws {
        let (_, pty, run, prompt) = try await startChat(holdingAnswers: false)
        var mark = prompt
        pty.send("who directed it")
        mark = try await pty.waitFor("who directed it", after: mark)
        pty.send("\r")
        mark = try await pty.waitFor("WHO DIRECTED IT", after: mark)
        // Escape leaves the line: the browsing keys go back.
        pty.send("\u{1B}")
        mark = try await pty.waitFor("i type", after: mark)
        pty.send("\u{1B}[D")
        mark = try await pty.waitFor("popcorn › Movie 5 ", after: mark)
        pty.send("q")
        #expect(await run.value == 0)
        await pty.close()
    }

    @Test func ctrlCStopsAnAnswerArrivingAndTheBrowserGoesOn() async throws {
        let (_, pty, run, prompt) = try await startChat(holdingAnswers: true)
        var mark = prompt
        pty.send("who\r")
        mark = try await pty.waitFor("WHO", after: mark)
        pty.send("\u{3}")
        mark = try await pty.waitFor("WHO (stopped)", after: mark)
        pty.send("when\r")
        mark = try await pty.waitFor("WHEN", after: mark)
        pty.send("\u{3}")
        mark = try await pty.waitFor("WHEN (stopped)", after: mark)
        pty.send("\u{3}")
        #expect(await run.value == 0)
        await pty.close()
    }

    @Test func quittingWhileAnAnswerArrivesStopsItAndWaitsForItToBeKept() async throws {
        let (screens, pty, run, prompt) = try await startChat(holdingAnswers: true)
        pty.send("who\r")
        try await pty.waitFor("WHO", after: prompt)
        pty.send("\u{1B}q")
        #expect(await run.value == 0)
        // By the time the browser has ended, the answer was stopped and its screen had noted it.
        #expect(screens.screens(of: FakeChatScreen.self).first?.exchanges.map(\.isStopped) == [true])
        await pty.close()
    }

    @Test func keysPressedTogetherChangeOneAfterTheOtherAndQuittingWaitsForThem() async throws {
        let screens = FakeScreens()
        screens.changing[5] = .milliseconds(200)
        let (pty, run) = try start(screens)
        try await pty.waitFor("movie 52")
        pty.send("wwq")
        #expect(await run.value == 0)
        #expect(screens.changes.done == 2)
        #expect(screens.changes.mostAtOnce == 1, "the second change waited for the first")
        await pty.close()
    }
}
