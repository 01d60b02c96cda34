import Browsing
import DesignSystem
import Foundation
import Presentation

/// Writes a one-shot screen's final state where it belongs: content on standard output,
/// errors on standard error with an exit code that says what kind of failure it was, and
/// the suggestions of where to go next after the content.
@MainActor
struct ScreenPresenter {
    let console: Console
    let diagnostics: Diagnostics
    let showsNextSteps: Bool

    private var settings: OutputSettings { diagnostics.settings }

    /// - Parameter nextSteps: the suggestions, worked out only when they are shown (a screen's links
    ///   are drawn again to find their labels, as costly as drawing the screen).
    /// - Returns: the exit code for the state.
    func present(error: ViewStateError?, text: (Theme) -> String, json: () -> String, nextSteps: () -> NextSteps) -> Int32 {
        if let error {
            diagnostics.report(error)
            return ExitStatus.code(for: error.kind)
        }
        let output = settings.json ? json() : text(settings.outputTheme)
        if let pager = settings.pager, pager.pages(output, rows: TerminalSize.of(STDOUT_FILENO).rows), pager.show(output) {
            // Shown; the suggestions come after the pager closes.
        } else {
            do {
                try console.out(output)
            } catch {
                return diagnostics.exitStatus(after: error)
            }
        }
        if !settings.json, showsNextSteps, settings.isReadByAPerson {
            let lines = nextSteps().lines(theme: settings.messageTheme)
            if !lines.isEmpty { console.err("\n" + lines.map { $0 + "\n" }.joined()) }
        }
        return ExitStatus.success
    }
}
