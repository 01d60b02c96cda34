import DesignSystem
import Foundation
import Testing

@testable import Browsing

@MainActor
@Suite struct LineModeBrowserTests {
    final class Transcript {
        var input: [String]
        var output = ""
        var messages = ""
        init(_ input: [String]) { self.input = input }
    }

    struct WriteFailure: Error {
        let isBrokenPipe: Bool
    }

    func run(_ commands: [String], start: TestPlace = .movie(5), screens: FakeScreens = FakeScreens()) async
        -> (status: Int32, transcript: Transcript, browser: LineModeBrowser<TestPlace, WriteFailure>)
    {
        let transcript = Transcript(commands)
        let browser = LineModeBrowser<TestPlace, WriteFailure>(
            start: start, theme: .plain,
            readLine: { transcript.input.isEmpty ? nil : transcript.input.removeFirst() },
            write: { transcript.output += $0 },
            complain: { transcript.messages += $0 },
            writeFailed: { _ in 99 },
            makeScreen: screens.make)
        let status = await browser.run()
        return (status, transcript, browser)
    }

    @Test func printsTheScreenThenItsLinksNumbered() async {
        let (status, transcript, _) = await run([])
        #expect(status == 0)
        #expect(
            transcript.output
                == "── Movie 5 (1 of 1) ──\nMovie 5\n\n  see movie 51\n  see movie 52\n\nLinks\n  1  movie 51\n  2  movie 52\n")
    }

    @Test func followsNumbersBackAndForward() async {
        let (status, transcript, browser) = await run(["2", "1", "b", "b", "f", "q"])
        #expect(status == 0)
        let headers = transcript.output.split(separator: "\n").filter { $0.hasPrefix("──") }
        #expect(
            headers == [
                "── Movie 5 (1 of 1) ──", "── Movie 52 (2 of 2) ──", "── Movie 521 (3 of 3) ──", "── Movie 52 (2 of 3) ──",
                "── Movie 5 (1 of 3) ──", "── Movie 52 (2 of 3) ──",
            ])
        #expect(browser.history.current.place == .movie(52))
    }

    @Test func goingBackShowsTheScreenAlreadyLoaded() async {
        let screens = FakeScreens()
        _ = await run(["1", "b", "f"], screens: screens)
        #expect(screens.made == [.movie(5), .movie(51)])
    }

    @Test func anUnknownCommandSaysWhichCommandsThereAre() async {
        let (status, transcript, _) = await run(["open 3", "7", "q"])
        #expect(status == 0)
        #expect(transcript.messages.contains("Unknown command “open 3”. Type a link's number (1–2), b (back), f (forward)"))
        #expect(transcript.messages.contains("Unknown command “7”"))
    }

    @Test func saysSoWhenThereIsNowhereToGo() async {
        let (_, transcript, _) = await run(["b", "f"])
        #expect(transcript.messages == "There is no page before this one.\nThere is no page after this one.\n")
    }

    @Test func slashSearchesAndHGoesHome() async {
        let (_, _, browser) = await run(["/fight clb", "h"])
        #expect(browser.history.entries.map(\.place).dropFirst().first == .search("fight clb"))
        #expect(browser.history.current.place == .home)
    }

    @Test func listsWhereItHasBeen() async {
        let (_, transcript, _) = await run(["1", "b", "l"])
        #expect(transcript.output.hasSuffix("→ popcorn movie 5\n  popcorn movie 51\n"))
    }

    @Test func aSlowScreenSaysItIsLoading() async {
        let screens = FakeScreens()
        screens.slow[51] = .milliseconds(300)
        let (_, transcript, _) = await run(["1"], screens: screens)
        #expect(transcript.output.contains("Loading…\n── Movie 51 (2 of 2) ──"))
    }

    @Test func aFailedScreenShowsTheErrorAndTheWayBack() async {
        let screens = FakeScreens()
        screens.failing = [51]
        let (status, transcript, browser) = await run(["1", "b"], screens: screens)
        #expect(status == 0)
        #expect(transcript.output.contains("error: There is no movie 51.\n\nb goes back, h goes home.\n"))
        #expect(browser.history.current.place == .movie(5))
    }

    @Test func aNumberOnAScreenWithoutLinksIsAnUnknownCommandWrappedToTheWidth() async {
        let screens = FakeScreens()
        screens.failing = [5]
        let (status, transcript, _) = await run(["1"], screens: screens)
        #expect(status == 0)
        let lines = transcript.messages.split(separator: "\n")
        #expect(lines.count == 2 && lines.allSatisfy { $0.count <= 80 })
        #expect(
            lines.joined(separator: " ")
                == "Unknown command “1”. Type b (back), f (forward), h (home), l (where you have been), /words (search), ? (these commands), q (quit)."
        )
    }

    @Test func aQuestionMarkListsTheCommandsAndAPromptAsksForEach() async throws {
        let transcript = Transcript(["?", "q"])
        let browser = LineModeBrowser<TestPlace, WriteFailure>(
            start: .movie(5), theme: .plain, readLine: { transcript.input.isEmpty ? nil : transcript.input.removeFirst() },
            write: { transcript.output += $0 }, complain: { transcript.messages += $0 }, writeFailed: { _ in 99 }, prompt: "> ",
            makeScreen: FakeScreens().make)
        #expect(await browser.run() == 0)
        let listed = try #require(transcript.output.components(separatedBy: "\n  2  movie 52\n").last?.split(separator: "\n"))
        #expect(listed.allSatisfy { $0.count <= 80 })
        #expect(
            listed.joined(separator: " ")
                == "Type a link's number (1–2), b (back), f (forward), h (home), l (where you have been), /words (search), ? (these commands), q (quit)."
        )
        #expect(transcript.messages == "> > ")
    }

    @Test func aFailedWriteEndsTheRunWithItsStatus() async {
        let status = await LineModeBrowser<TestPlace, WriteFailure>(
            start: .movie(5), theme: .plain, readLine: { "q" },
            write: { _ throws(WriteFailure) in throw WriteFailure(isBrokenPipe: true) },
            complain: { _ in }, writeFailed: { $0.isBrokenPipe ? 141 : 1 }, makeScreen: FakeScreens().make
        ).run()
        #expect(status == 141)
    }

    @Test func onAChatALineThatIsNoCommandIsSentAndItsAnswerPrinted() async {
        let screens = FakeScreens()
        screens.chats[51] = false
        let (status, transcript, browser) = await run(["1", "who directed it", "b"], screens: screens)
        #expect(status == 0)
        // The lines from the first that changed (the hint gone), after the screen as it was.
        let chat = "── Movie 51 (2 of 2) ──\nChat about Movie 51\nAsk anything.\n"
        #expect(transcript.output.contains(chat + "\n› who directed it\nWHO DIRECTED IT\n── Movie 5"))
        #expect(transcript.messages.isEmpty)
        #expect(browser.history.position == 0)
    }
}
