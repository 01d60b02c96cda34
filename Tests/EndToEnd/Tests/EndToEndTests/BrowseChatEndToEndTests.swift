import Foundation
import Testing

/// The chat in the browser, on the built `popcorn`, offline (the embedded answerer): followed from
/// a film's "Ask about it" on a pseudo-terminal, a question typed and its answer drawn; a series'
/// chat at 40 columns; line mode; and POPCORN_FEATURE_INTELLIGENCE=0, which leaves the link out.
/// Then with a configured model (the OpenAI-compatible stand-in), a streamed reply stopped by Ctrl-C.
@Suite struct BrowseChatEndToEndTests {
    @Test func aFilmsAskAboutItTakesAQuestionAndDrawsTheAnswer() throws {
        try Popcorn.atTerminal(["browse", "movie", "550"]) { popcorn, session in
            var mark = try session.waitFor("\u{1B}[7mDrama")
            // Past the genre, the director and the top cast, the More links: the cast and crew, films like it, the chat.
            session.send(String(repeating: "j", count: 10))
            mark = try session.waitFor("\u{1B}[7mAsk about it", after: mark)
            session.send("\r")
            mark = try session.waitFor("popcorn › Ask about Fight Club", after: mark)
            mark = try session.waitFor("Ask: ", after: mark)
            session.send("who directed it?")
            mark = try session.waitFor("Ask: who directed it?", after: mark)
            session.send("\r")
            mark = try session.waitFor("Fight Club was directed by David Fincher.", after: mark)
            // Escape leaves the line; the browsing keys go back to the film.
            session.send("\u{1B}")
            mark = try session.waitFor("i or ⏎ type a question", after: mark)
            session.send("\u{1B}[D")
            mark = try session.waitFor("popcorn › Fight Club (1999)", after: mark)
            session.send("q")
            #expect(try session.waitForExit() == 0)

            let kept = try popcorn.run("conversations")
            #expect(kept.status == 0)
            #expect(kept.stdout.contains("Fight Club (movie 550)") && kept.stdout.contains("who directed it?"), "\(kept.stdout)")
        }
    }

    @Test func aSeriesChatAtFortyColumnsAndCtrlCQuitsWhenNoAnswerArrives() throws {
        try Popcorn.atTerminal(["browse", "chat", "tv", "1399"], rows: 20, columns: 40) { _, session in
            var mark = try session.waitFor("Ask: ")
            session.send("how many seasons are there?\r")
            mark = try session.waitFor("Game of Thrones has 8 seasons.", after: mark)
            // Until the reply has ended (the answer kept), Ctrl-C stops it rather than quit: wait
            // for the "…" under the answer, on line 6, to be cleared.
            mark = try session.waitFor("\u{1B}[6;1H\u{1B}[0m\u{1B}[K", after: mark)
            session.send("\u{3}")
            #expect(try session.waitForExit() == 0)
        }
    }

    @Test func lineModeSendsALineThatIsNoCommandAndPrintsTheAnswer() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run(["browse", "chat", "movie", "550"], input: "who plays Tyler Durden?\nq\n")
        #expect(run.status == 0)
        #expect(run.stdout.contains("── Movie 550 · chat (1 of 1) ──\nAsk about Fight Club\n"), "\(run.stdout)")
        #expect(run.stdout.contains("› who plays Tyler Durden?\nBrad Pitt plays Tyler Durden"), "\(run.stdout)")
    }

    @Test func turnedOffTheFilmOffersNoChatAndTheChatSaysSo() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let off = ["POPCORN_FEATURE_INTELLIGENCE": "0"]
        let film = try popcorn.run(["browse", "movie", "550"], environment: off, input: "q\n")
        #expect(film.status == 0)
        #expect(film.stdout.contains("Movies like it") && !film.stdout.contains("Ask about it"))
        let on = try popcorn.run(["browse", "movie", "550"], input: "q\n")
        #expect(on.stdout.contains("Ask about it"))
        let chat = try popcorn.run(["browse", "chat", "movie", "550"], environment: off, input: "q\n")
        #expect(chat.stdout.contains("Asking about films and series is turned off"), "\(chat.stdout)")
    }

    @Test func ctrlCStopsAStreamedReplyAndTheBrowserGoesOn() throws {
        // The first reply sends "Fight", then nothing for 120 s; the second streams a whole answer.
        try Popcorn.atTerminal(["browse", "chat", "movie", "550"], modelAnswers: ["stalling-stream", "streamed-text"]) { popcorn, session in
            var mark = try askUntilTheFirstPiece(session)
            session.send("\u{3}")
            mark = try session.waitFor("(stopped before the answer ended)", after: mark)
            session.send("and who directed it?\r")
            mark = try session.waitFor("Fight Club was directed by David Fincher.", after: mark)
            session.send("\u{1B}q")
            #expect(try session.waitForExit() == 0)

            // The reply cut short is kept with the whole one.
            try expectFightClubsChatKept(by: popcorn, with: "2 questions")
        }
    }

    @Test func quittingWhileAnAnswerArrivesKeepsItCutShort() throws {
        // The reply sends "Fight", then nothing for 120 s: q stops it, and popcorn ends once it is kept.
        try Popcorn.atTerminal(["browse", "chat", "movie", "550"], modelAnswers: ["stalling-stream"]) { popcorn, session in
            _ = try askUntilTheFirstPiece(session)
            session.send("\u{1B}q")
            #expect(try session.waitForExit() == 0)

            try expectFightClubsChatKept(by: popcorn, with: "1 question")
        }
    }

    /// Asks Fight Club's chat who directed it, and waits for the stand-in's first piece, "Fight".
    /// - Returns: the mark to wait from next.
    func askUntilTheFirstPiece(_ session: TerminalSession) throws -> Int {
        var mark = try session.waitFor("Ask: ")
        session.send("who directed it?\r")
        mark = try session.waitFor("who directed it?", after: mark)
        return try session.waitFor("Fight", after: mark)
    }

    /// `popcorn conversations` lists Fight Club's chat, with `questions` ("2 questions").
    func expectFightClubsChatKept(by popcorn: Popcorn, with questions: String) throws {
        let kept = try popcorn.run("conversations")
        #expect(kept.stdout.contains("Fight Club (movie 550)") && kept.stdout.contains(questions), "\(kept.stdout)")
    }
}
