import ArgumentParser
import DesignSystem
import Foundation
import IntelligenceApplication
import IntelligenceComposition
import IntelligenceDomain
import Presentation

/// `popcorn ask movie|tv <id> "<question>" [--no-save] [--json]`
struct AskCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ask",
        abstract: "Ask one question about a film or a series, answered from the catalogue.",
        discussion: """
            The answer is grounded in what the catalogue holds of the title: its details, cast and crew, seasons, \
            the other work of its people, and titles like it. Anything else is declined. With no model configured, \
            the embedded answerer replies, offline; with POPCORN_LLM_BASE_URL (and POPCORN_LLM_MODEL, \
            POPCORN_LLM_API_KEY, or [llm] in config.toml; `popcorn config` shows them), that OpenAI-compatible \
            server's model answers, checking facts with the same catalogue tools.

            Standard input, when piped, is added to the question. The question and its answer are kept as a \
            conversation in $XDG_DATA_HOME/popcorn/conversations.sqlite (`popcorn conversations` lists them) \
            unless --no-save. With --json: the answer, the tools called for it and their results. The answer \
            is printed as it arrives; Ctrl-C stops it, and what had arrived is kept, marked as cut short.
            """,
        shouldDisplay: IntelligenceSwitch.isOn
    )

    @Argument(help: "What the question is about: movie or tv.")
    var kind: TitleKind

    @Argument(help: "The title's id.")
    var id: Int

    @Argument(help: "The question; piped standard input is added to it.")
    var question: String?

    @Flag(name: .customLong("no-save"), help: "Keep no conversation of this question.")
    var noSave = false

    @Option(help: "The model to ask for this run, on the server POPCORN_LLM_BASE_URL names (instead of POPCORN_LLM_MODEL).")
    var model: String?

    @OptionGroup
    var output: OutputOptions

    func run() async throws {
        try await Self.answer(question, about: TitleReference(kind: kind, id: id), keep: !noSave, model: model, options: output.common)
    }

    /// Asks the question, with what was piped in added to it, and prints the answer as it comes:
    /// the parsed command and the quick path (`quick`) both run this.
    static func answer(_ question: String?, about title: TitleReference, keep: Bool, model: String?, options: CommonOptions)
        async throws(ExitCode)
    {
        try IntelligenceSwitch.requireOn(json: options.json, noColor: options.noColor)
        let question = PipedInput.question(question ?? "", adding: PipedInput.read())
        try await ask(question, about: title, keep: keep, model: model, options: options)
    }

    @MainActor
    private static func ask(_ question: String, about title: TitleReference, keep: Bool, model: String?, options: CommonOptions)
        async throws(ExitCode)
    {
        let session = try CommandSession.start(options, model: model)
        let settings = session.diagnostics.settings
        // Without --json the answer is printed as it comes, wrapped as it goes.
        let printer =
            settings.json
            ? nil
            : ReplyPrinter(
                console: session.diagnostics.console, width: settings.outputTheme.width,
                rewritesLine: Terminal.isTerminal(FileHandle.standardOutput.fileDescriptor))
        let interrupter = ReplyInterrupter()
        interrupter.listen()
        let useCase = session.services.intelligence.makeAskQuestionUseCase()
        let result = await interrupter.stoppable { () -> Result<Reply, AskQuestionError> in
            do throws(AskQuestionError) {
                return .success(try await useCase.execute(question, about: title, keep: keep) { printer?.print($0) })
            } catch {
                return .failure(error)
            }
        }
        let writeFailure = printer?.finish()
        let reply: Reply
        switch result {
        case .success(let answered): reply = answered
        case .failure(let error):
            let worded = error.worded(about: title, by: session.services.failureWording)
                .pointingAtTheModelKey(of: session.services.sourceSettings.model)
            session.diagnostics.report(worded)
            throw ExitCode(ExitStatus.code(for: worded.kind))
        }
        if let writeFailure { throw ExitCode(session.diagnostics.exitStatus(after: writeFailure)) }
        if reply.isCutShort {
            let kept = keep ? " The question and the answer as far as it came are kept, marked as cut short." : ""
            session.diagnostics.console.err("Stopped.\(kept)\n")
            throw ExitCode(128 + 2)  // 128 + SIGINT, as a shell reports a program Ctrl-C stopped
        }
        guard settings.json else { return }
        do {
            try session.diagnostics.console.out(JSONDocument.encode(AskDocument(reply, kept: keep)))
        } catch {
            throw ExitCode(session.diagnostics.exitStatus(after: error))
        }
    }
}
