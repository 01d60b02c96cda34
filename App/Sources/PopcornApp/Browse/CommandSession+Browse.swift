import DesignSystem
import Foundation

extension CommandSession {
    /// Runs the browser from `start`: full screen when standard input and output are both a
    /// terminal that can move its cursor, else line mode.
    /// - Returns: the exit status.
    func browse(from start: ScreenPlace, lineMode: Bool) async -> Int32 {
        let services = services
        let browser = Browser(
            start: start,
            makeScreen: { place, navigator in place.screen(services: services, navigator: navigator) },
            recordView: { await services.recordView($0) })
        let theme = diagnostics.settings.outputTheme
        let canDrawFullScreen =
            Terminal.isTerminal(STDIN_FILENO) && Terminal.isTerminal(STDOUT_FILENO)
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
        if !lineMode, canDrawFullScreen {
            return await FullScreenBrowser(browser: browser, styler: theme.styler).run()
        }
        let console = Console()
        return await LineModeBrowser(
            browser: browser, theme: theme, readLine: { Swift.readLine() }, write: console.out, complain: console.err,
            writeFailed: diagnostics.exitStatus(after:)
        ).run()
    }
}
