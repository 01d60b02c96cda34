import ArgumentParser
import DesignSystem
import Foundation
import IntelligenceApplication
import IntelligenceComposition
import IntelligenceDomain
import Presentation

/// One run of `popcorn chat`: the conversation begun or carried on, then each message answered as
/// the reply streams. On a terminal, messages are typed at a prompt (`TerminalPrompt`); otherwise
/// each line of standard input is one, and nothing else is drawn.
@MainActor
final class ChatLoop {
    private let session: CommandSession
    private let title: TitleReference
    private let send: any SendMessageUseCase
    private let interrupter = ReplyInterrupter()
    private let isInteractive: Bool
    /// The conversation as it stands, every exchange kept so far in it.
    private var conversation: Conversation
    /// Replies printed so far in this run.
    private var replies = 0

    private init(session: CommandSession, title: TitleReference, conversation: Conversation, isInteractive: Bool) {
        self.session = session
        self.title = title
        self.conversation = conversation
        self.isInteractive = isInteractive
        send = session.services.intelligence.makeSendMessageUseCase()
    }

    private var diagnostics: Diagnostics { session.diagnostics }
    private var theme: Theme { diagnostics.settings.outputTheme }

    static func run(about title: TitleReference, choice: ConversationChoice?, model: String?, options: CommonOptions) async throws(ExitCode)
    {
        let session = try CommandSession.start(options, model: model)
        let isInteractive =
            Terminal.isTerminal(FileHandle.standardInput.fileDescriptor) && Terminal.isTerminal(FileHandle.standardOutput.fileDescriptor)
        let (conversation, note) = try await open(title, choice: choice, in: session)
        let chat = ChatLoop(session: session, title: title, conversation: conversation, isInteractive: isInteractive)
        chat.interrupter.listen(idleInterruptEndsRun: !isInteractive)
        chat.say(note ?? chat.welcome)
        if isInteractive {
            await chat.converse()
        } else {
            try await chat.answerEachLine()
        }
    }

    // MARK: Opening

    /// The conversation to talk in, and what to say of it: one carried on, or one begun (kept from
    /// its first exchange).
    private static func open(
        _ title: TitleReference, choice: ConversationChoice?, in session: CommandSession
    ) async throws(ExitCode) -> (Conversation, String?) {
        let intelligence = session.services.intelligence
        let wording = session.services.failureWording
        var note: String?
        if let choice {
            do {
                let kept = try await intelligence.makeOpenConversationUseCase().execute(choice, about: title)
                return (kept, carryingOn(kept))
            } catch .noneAbout {
                note = "No conversation about \(title.kind.rawValue) \(title.id) is kept yet; this one is new."
            } catch {
                throw fail(error.worded(about: title, by: wording), in: session)
            }
        }
        do {
            return (try await intelligence.makeStartConversationUseCase().execute(about: title, keep: false), note)
        } catch {
            throw fail(error.worded(about: title, by: wording), in: session)
        }
    }

    /// Which conversation goes on: its id, its title, how many questions it holds and the last.
    private static func carryingOn(_ conversation: Conversation) -> String {
        let questions = conversation.messages.filter { $0.role == .user }
        let count = questions.count == 1 ? "1 earlier question" : "\(questions.count) earlier questions"
        let last = questions.last.map { ", the last “\(VisibleText.escapingControls($0.content))”" } ?? ""
        return
            "Carrying on the conversation \(conversation.id) about \(VisibleText.escapingControls(conversation.titleName)): \(count)\(last)."
    }

    private var welcome: String? {
        guard isInteractive else { return nil }
        return "Chat about \(VisibleText.escapingControls(conversation.titleName)). Enter sends, ↑ recalls a message, "
            + "Ctrl-C stops a reply, Ctrl-D or /quit ends."
    }

    // MARK: Talking

    /// At the prompt until Ctrl-D, /quit, or Ctrl-C twice on an empty line.
    private func converse() async {
        let promptText = "> "
        let prompt = TerminalPrompt(
            input: FileHandle.standardInput.fileDescriptor, output: FileHandle.standardOutput.fileDescriptor,
            prompt: theme.styler.paint(promptText, as: .accent), promptWidth: DisplayWidth.of(promptText),
            history: conversation.messages.filter { $0.role == .user }.map(\.content))
        var interruptedOnce = false
        while let outcome = prompt.read() {
            switch outcome {
            case .editing: continue
            case .ended: return
            case .cleared: interruptedOnce = false
            case .interruptedEmpty:
                guard !interruptedOnce else { return }
                interruptedOnce = true
                say("To end the chat, press Ctrl-C again, or Ctrl-D, or type /quit.")
            case .sent(let line):
                interruptedOnce = false
                let message = line.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !message.isEmpty else { continue }
                if Self.isQuit(message) { return }
                if case .failed(let failure) = await answer(message) { diagnostics.report(failure) }
                write("\n")
            }
        }
    }

    /// Each line of standard input answered in turn, until its end or /quit.
    private func answerEachLine() async throws(ExitCode) {
        while let line = readLine(strippingNewline: true) {
            let message = line.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !message.isEmpty else { continue }
            if Self.isQuit(message) { return }
            if replies > 0 { write("\n") }
            switch await answer(message) {
            case .whole: continue
            // Ctrl-C with no one at a prompt stops the run, as it would any filter.
            case .cutShort: throw ExitCode(128 + 2)  // 128 + SIGINT, as a shell reports a program Ctrl-C stopped
            case .failed(let failure):
                diagnostics.report(failure)
                throw ExitCode(ExitStatus.code(for: failure.kind))
            }
        }
    }

    private static func isQuit(_ message: String) -> Bool {
        ["/quit", "/exit"].contains(message.lowercased())
    }

    /// Sends `message`, printing the reply as it comes; Ctrl-C stops it, and what had arrived is
    /// kept, marked as cut short.
    private func answer(_ message: String) async -> Answered {
        let printer = ReplyPrinter(console: diagnostics.console, width: theme.width, rewritesLine: isInteractive)
        let (send, conversation) = (send, conversation)
        let result = await interrupter.stoppable { () -> Result<Reply, SendMessageError> in
            do throws(SendMessageError) {
                return .success(try await send.execute(message, in: conversation, onText: printer.print))
            } catch {
                return .failure(error)
            }
        }
        let writeFailure = printer.finish()
        replies += 1
        switch result {
        case .success(let reply):
            self.conversation = reply.conversation
            if let writeFailure, !writeFailure.isBrokenPipe {
                return .failed(ViewStateError(kind: .unexpected, message: writeFailure.message))
            }
            guard reply.isCutShort else { return .whole }
            say("Stopped. The reply is kept as far as it came, marked as cut short.")
            return .cutShort
        case .failure(let error):
            guard let worded = error.worded(by: session.services.failureWording) else { return .whole }
            return .failed(worded.pointingAtTheModelKey(of: session.services.sourceSettings.model))
        }
    }

    /// What became of a message.
    private enum Answered {
        case whole
        case cutShort
        case failed(ViewStateError)
    }

    // MARK: Writing

    /// A line about the chat itself: on a terminal, dimmed on standard output; from a pipe, on
    /// standard error, so that standard output holds the answers alone.
    private func say(_ line: String?) {
        guard let line else { return }
        if isInteractive {
            let wrapped = ParagraphWrapper.wrap(line, width: theme.width).map { theme.styler.paint($0, as: .muted) + "\n" }
            write(wrapped.joined())
        } else {
            diagnostics.console.err(
                ParagraphWrapper.wrap(line, width: diagnostics.settings.messageTheme.width).map { $0 + "\n" }.joined())
        }
    }

    private func write(_ text: String) {
        try? diagnostics.console.out(text)
    }

    private static func fail(_ error: ViewStateError, in session: CommandSession) -> ExitCode {
        session.diagnostics.report(error)
        return ExitCode(ExitStatus.code(for: error.kind))
    }
}
