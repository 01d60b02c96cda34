import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `popcorn chat`: from a pipe, one message a line; `--continue` and `--conversation` carry a
/// kept conversation on; at a terminal, Ctrl-C stops a streamed reply and keeps it cut short, and
/// a kill keeps every exchange written before it.
@Suite struct ChatEndToEndTests {
    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func conversations(_ popcorn: Popcorn) throws -> [[String: Any]] {
        let run = try popcorn.run(["conversations", "--json"], input: "")
        #expect(run.status == 0, "\(run.stderr)")
        return try #require(try json(run.stdout)["items"] as? [[String: Any]])
    }

    /// What the conversations' files hold, as text (a conversation is kept as JSON).
    func keptText(_ popcorn: Popcorn) -> String {
        let file = popcorn.dataHome.appendingPathComponent("popcorn/conversations.sqlite")
        return [file.path, file.path + "-wal"].compactMap { FileManager.default.contents(atPath: $0) }
            .map { String(decoding: $0, as: UTF8.self) }.joined()
    }

    /// Messages as one line each, however standard error's width wrapped them.
    func flat(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The messages kept, as JSON objects, that say they were cut short.
    func cutShortMessages(_ popcorn: Popcorn) -> [String] {
        let text = keptText(popcorn)
        return text.ranges(of: #/\{[^{}]*"isCutShort":true[^{}]*\}/#).map { String(text[$0]) }
    }

    @Test func pipedMessagesAreAnsweredInTurnAndContinueRemembers() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let first = try popcorn.run(["chat", "movie", "550"], input: "who directed it?\n")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "Fight Club was directed by David Fincher.\n", "\(first.stdout)")
        #expect(!first.stdout.contains(">"))
        let kept = try conversations(popcorn)
        #expect(kept.count == 1)
        #expect(kept.first?["questionCount"] as? Int == 1)
        let id = try #require(kept.first?["id"] as? String)

        let again = try popcorn.run(["chat", "movie", "550", "--continue"], input: "who plays Tyler Durden?\n\n/quit\nnever sent\n")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(flat(again.stderr).contains("Carrying on the conversation \(id) about Fight Club: 1 earlier question"), "\(again.stderr)")
        #expect(again.stderr.contains("who directed it?"))
        #expect(again.stdout.contains("Brad Pitt"), "\(again.stdout)")
        let after = try conversations(popcorn)
        #expect(after.count == 1)
        #expect(after.first?["questionCount"] as? Int == 2)

        let named = try popcorn.run(["chat", "movie", "550", "--conversation", id], input: "who wrote it?\nwhen did it come out?\n")
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stderr.contains("2 earlier questions"), "\(named.stderr)")
        // Two answers, a blank line between them.
        #expect(named.stdout.components(separatedBy: "\n\n").count == 2, "\(named.stdout)")
        #expect(try conversations(popcorn).first?["questionCount"] as? Int == 4)
    }

    @Test func aConversationNotKeptOrAboutAnotherTitleIsRefusedInWords() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        #expect(try popcorn.run(["chat", "movie", "550"], input: "who directed it?\n").status == 0)
        let id = try #require(try conversations(popcorn).first?["id"] as? String)

        let other = try popcorn.run(["chat", "tv", "1399", "--conversation", id], input: "hi\n")
        #expect(other.status == 1)
        #expect(
            flat(other.stderr).contains("error: The conversation \(id) is about Fight Club (movie 550), not tv 1399."), "\(other.stderr)")
        #expect(flat(other.stderr).contains("hint: Carry it on with `popcorn chat movie 550 --conversation \(id)`."), "\(other.stderr)")

        let unknown = try popcorn.run(["chat", "movie", "550", "--conversation", "no-such-id"], input: "hi\n")
        #expect(unknown.status == 1)
        #expect(flat(unknown.stderr).contains("error: No conversation is kept under the id no-such-id."), "\(unknown.stderr)")

        let both = try popcorn.run(["chat", "movie", "550", "--continue", "--conversation", id], input: "hi\n")
        #expect(both.status == 64, "\(both.stderr)")
        #expect(both.stderr.contains("--continue and --conversation"), "\(both.stderr)")

        let noTitle = try popcorn.run(["chat", "movie", "99999999"], input: "hi\n")
        #expect(noTitle.status == 1)
        #expect(noTitle.stderr.contains("No movie has id 99999999"), "\(noTitle.stderr)")

        // --continue with nothing kept about the title begins a new conversation, and says so.
        let fresh = try popcorn.run(["chat", "tv", "1399", "--continue"], input: "how many seasons are there?\n")
        #expect(fresh.status == 0, "\(fresh.stderr)")
        #expect(flat(fresh.stderr).contains("No conversation about tv 1399 is kept yet; this one is new."), "\(fresh.stderr)")
        #expect(fresh.stdout.contains("8 seasons"), "\(fresh.stdout)")
        #expect(try conversations(popcorn).count == 2)
    }

    @Test func ctrlCStopsAStreamedReplyKeepsItCutShortAndTheChatGoesOn() throws {
        try Popcorn.atTerminal(
            ["chat", "movie", "550"], environment: ["NO_COLOR": "1"], modelAnswers: ["stalling-stream", "streamed-text"],
            launcher: ["/usr/bin/setsid", "-c", "-w"]
        ) { popcorn, session in
            var mark = try session.waitFor("> ")
            session.send("who directed it?\r")
            mark = try session.waitFor("Fight", after: mark)
            session.send("\u{03}")
            mark = try session.waitFor("Stopped. The reply is kept as far as it came, marked as cut short.", after: mark)
            mark = try session.waitFor("> ", after: mark)
            // ↑ recalls the message sent; Home, Ctrl-E and Ctrl-W edit it; Enter sends it, and the
            // next reply streams whole.
            session.send("\u{1B}[A")
            mark = try session.waitFor("who directed it?", after: mark)
            session.send("\u{1B}[Hso \u{05} again\u{17}")
            mark = try session.waitFor("> so who directed it? \u{1B}[K", after: mark)
            session.send("\r")
            mark = try session.waitFor("Fight Club was directed by David Fincher.", after: mark)
            mark = try session.waitFor("> ", after: mark)
            session.send("\u{04}")
            #expect(try session.waitForExit() == 0)
            let settings = session.settings()
            #expect(settings.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == tcflag_t(ICANON | ECHO | ISIG), "the terminal is restored")

            let kept = try conversations(popcorn)
            #expect(kept.count == 1)
            #expect(kept.first?["questionCount"] as? Int == 2)
            let cutShort = cutShortMessages(popcorn)
            #expect(
                !cutShort.isEmpty && cutShort.allSatisfy { $0.contains(#""content":"Fight""#) }, "the cut-short reply is kept so marked")
        }
    }

    @Test func aKillDuringAStreamedReplyKeepsEveryExchangeBeforeIt() throws {
        try Popcorn.atTerminal(
            ["chat", "movie", "550"], environment: ["NO_COLOR": "1"], modelAnswers: ["streamed-text", "stalling-stream"]
        ) { popcorn, session in
            var mark = try session.waitFor("> ")
            session.send("who directed it?\r")
            mark = try session.waitFor("Fight Club was directed by David Fincher.", after: mark)
            mark = try session.waitFor("> ", after: mark)
            session.send("who wrote it?\r")
            mark = try session.waitFor("Fight", after: mark)
            session.kill(signal: SIGKILL)
            _ = try session.waitForExit()
            #expect(session.endedBySignal)

            let kept = try conversations(popcorn)
            #expect(kept.count == 1)
            #expect(kept.first?["questionCount"] as? Int == 1)
            #expect(kept.first?["firstQuestion"] as? String == "who directed it?")
        }
    }

    @Test func askPrintsItsAnswerAsItComesAndCtrlCKeepsItCutShort() throws {
        try Popcorn.atTerminal(
            ["ask", "movie", "550", "who directed it?"], environment: ["NO_COLOR": "1"], modelAnswers: ["stalling-stream"],
            launcher: ["/usr/bin/setsid", "-c", "-w"]
        ) { popcorn, session in
            // The first piece shows while the server still holds the rest back.
            let mark = try session.waitFor("Fight")
            session.send("\u{03}")
            try session.waitFor("Stopped. The question and the answer as far as it came are kept, marked as cut short.", after: mark)
            #expect(try session.waitForExit() == 130)
            let kept = try conversations(popcorn)
            #expect(kept.count == 1)
            #expect(kept.first?["questionCount"] as? Int == 1)
            #expect(cutShortMessages(popcorn).count == 1)
        }
    }

    @Test func aModelThatCannotBeReachedEndsAPipedChatWith69() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        // Port 9 (discard) on the loopback: nothing listens there.
        let run = try popcorn.run(
            ["chat", "movie", "550"], environment: ["POPCORN_LLM_BASE_URL": "http://127.0.0.1:9/v1"],
            input: "who directed it?\nwho wrote it?\n")
        #expect(run.status == 69, "\(run.stderr)")
        #expect(flat(run.stderr).contains("error: The model could not be reached"), "\(run.stderr)")
        #expect(try conversations(popcorn).isEmpty)
    }

    @Test func turnedOffTheCommandsAreHiddenAndSaySo() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let off = ["POPCORN_FEATURE_INTELLIGENCE": "0"]
        let shown = try popcorn.run(["--help"], input: "")
        for command in ["ask", "chat", "conversations"] {
            #expect(shown.stdout.contains("  \(command) "), "\(command) in --help")
        }
        let hidden = try popcorn.run(["--help"], environment: off, input: "")
        #expect(hidden.status == 0)
        for command in ["ask", "chat", "conversations"] {
            #expect(!hidden.stdout.contains("  \(command) "), "\(command) hidden from --help")
        }
        let completions = try popcorn.run(["completions", "bash"], environment: off, input: "")
        #expect(completions.status == 0)
        #expect(!completions.stdout.contains("conversations"))
        #expect(try popcorn.run(["completions", "bash"], input: "").stdout.contains("conversations"))
        for arguments in [["chat", "movie", "550"], ["ask", "movie", "550", "who directed it?"], ["conversations"]] {
            let run = try popcorn.run(arguments, environment: off, input: "who directed it?\n")
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stdout.isEmpty)
            #expect(flat(run.stderr).contains("error: Asking about films and series is turned off"), "\(run.stderr)")
            #expect(flat(run.stderr).contains("hint: Unset POPCORN_FEATURE_INTELLIGENCE, or set it to 1"), "\(run.stderr)")
        }
    }
}
