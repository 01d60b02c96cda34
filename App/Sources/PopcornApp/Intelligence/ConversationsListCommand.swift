import ArgumentParser
import DesignSystem
import Foundation
import IntelligenceApplication
import IntelligenceComposition
import IntelligenceDomain
import Presentation

/// `popcorn conversations list [--json]`, what `popcorn conversations` runs.
struct ConversationsListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the conversations kept, the most recently updated first.")

    @OptionGroup
    var output: OutputOptions

    func run() async throws {
        try IntelligenceSwitch.requireOn(json: output.json, noColor: output.noColor)
        try await Self.list(output: output)
    }

    @MainActor
    private static func list(output: OutputOptions) async throws(ExitCode) {
        let session = try CommandSession.start(output)
        let summaries: [ConversationSummary]
        do {
            summaries = try await session.services.intelligence.makeListConversationsUseCase().execute()
        } catch {
            let worded = error.worded(by: session.services.failureWording)
            session.diagnostics.report(worded)
            throw ExitCode(ExitStatus.code(for: worded.kind))
        }
        let settings = session.diagnostics.settings
        let text =
            settings.json
            ? JSONDocument.encode(ConversationListDocument(items: summaries.map(ConversationSummaryDocument.init)))
            : lines(summaries, width: settings.outputTheme.width)
        do {
            try session.diagnostics.console.out(text)
        } catch {
            throw ExitCode(session.diagnostics.exitStatus(after: error))
        }
    }

    /// One paragraph a conversation: its id, title, day and questions, then its first question.
    private static func lines(_ summaries: [ConversationSummary], width: Int) -> String {
        guard !summaries.isEmpty else { return "No conversations kept yet. Ask with `popcorn ask movie 550 \"who directed it?\"`.\n" }
        return summaries.map { summary in
            let questions = summary.questionCount == 1 ? "1 question" : "\(summary.questionCount) questions"
            let heading =
                "\(summary.id) · \(VisibleText.escapingControls(summary.titleName)) (\(summary.title.kind.rawValue) \(summary.title.id)) · "
                + "\(ConversationSummaryDocument.day(summary.updatedAt)) · \(questions)"
            let first = summary.firstQuestion.map {
                ParagraphWrapper.wrap(VisibleText.escapingControls($0), width: width, indent: 2).map { $0 + "\n" }.joined()
            }
            return heading + "\n" + (first ?? "")
        }.joined(separator: "\n")
    }
}
