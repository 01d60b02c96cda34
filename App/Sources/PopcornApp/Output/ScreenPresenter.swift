import DesignSystem
import Presentation

/// Writes a one-shot screen's final state where it belongs: content on standard output,
/// errors on standard error with an exit code that says what kind of failure it was, and
/// the router's suggestions after the content.
@MainActor
struct ScreenPresenter {
    let console: Console
    let settings: OutputSettings
    let router: CommandLineRouter
    let showsNextSteps: Bool

    /// - Returns: the exit code for the state.
    func present<Content>(
        _ state: ViewState<Content>,
        text: (Theme) -> String,
        json: () -> String
    ) -> Int32 {
        if let error = state.error {
            console.err(settings.json ? json() : text(settings.messageTheme))
            return ExitStatus.code(for: error.kind)
        }
        console.out(settings.json ? json() : text(settings.outputTheme))
        if !settings.json, showsNextSteps {
            let lines = router.nextStepLines(theme: settings.messageTheme)
            if !lines.isEmpty { console.err("\n" + lines.map { $0 + "\n" }.joined()) }
        }
        return ExitStatus.success
    }
}
