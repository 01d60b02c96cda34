import Browsing
import DesignSystem
import Foundation

extension CommandSession {
    /// Runs the browser from `start`: full screen when standard input and output are both a
    /// terminal that can move its cursor, else line mode.
    /// - Returns: the exit status.
    func browse(from start: ScreenPlace, lineMode: Bool) async -> Int32 {
        let services = services
        let makeScreen = { (place: ScreenPlace) -> any BrowserScreen<ScreenPlace> in services.screen(for: place) }
        let theme = diagnostics.settings.outputTheme
        let canDrawFullScreen =
            Terminal.isTerminal(STDIN_FILENO) && Terminal.isTerminal(STDOUT_FILENO)
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
        if !lineMode, canDrawFullScreen {
            return await FullScreenBrowser(start: start, styler: theme.styler, makeScreen: makeScreen).run()
        }
        let console = Console()
        return await LineModeBrowser(
            start: start, theme: theme, readLine: { Swift.readLine() }, write: console.out, complain: console.err,
            writeFailed: diagnostics.exitStatus(after:), prompt: Terminal.isTerminal(STDIN_FILENO) ? "popcorn› " : nil,
            makeScreen: makeScreen
        ).run()
    }
}
