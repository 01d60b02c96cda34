import DesignSystem
import Presentation

/// Writes errors and warnings on standard error in the run's one style: `error:`/`hint:` and
/// `warning:` lines for a person, or one JSON document a line with `--json`.
struct Diagnostics: Sendable {
    let console: Console
    let settings: OutputSettings

    func report(_ error: ViewStateError) {
        console.err(
            settings.json
                ? JSONDocument.encodeLine(ErrorDocument(error))
                : lines(ViewStateText.errorLines(error, theme: settings.messageTheme)))
    }

    func warn(_ message: String) {
        console.err(
            settings.json
                ? JSONDocument.encodeLine(WarningDocument(message: message))
                : lines(ViewStateText.warningLines(message, theme: settings.messageTheme)))
    }

    /// Says on standard output that an action was done: the sentence (with any control character
    /// that came in with the user's input, a file's name, shown as an escape), or with `--json`
    /// `{"done": true, "message": …}`.
    /// - Returns: the exit status: success, or what a failed write ends the run with.
    func confirm(_ message: String) -> Int32 {
        do {
            try console.out(
                settings.json
                    ? JSONDocument.encodeLine(ActionDocument(done: true, message: message))
                    : settings.outputTheme.styler.paint(VisibleText.escapingControls(message), as: .muted) + "\n")
            return ExitStatus.success
        } catch {
            return exitStatus(after: error)
        }
    }

    /// A failed write to standard output ends the run: quietly when the reader closed the pipe,
    /// else with one line saying why (if standard error can still take it).
    func exitStatus(after failure: ConsoleWriteError) -> Int32 {
        if failure.isBrokenPipe { return ExitStatus.brokenPipe }
        report(ViewStateError(kind: .unexpected, message: failure.message))
        return ExitStatus.failure
    }

    private func lines(_ lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }
}
