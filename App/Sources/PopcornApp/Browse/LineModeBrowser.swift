import DesignSystem
import Foundation
import SearchResultsFeature

/// The browser for scripts and tests, when standard input or output is not a terminal: each
/// screen printed whole with its links numbered after it, and one command read a line.
@MainActor
struct LineModeBrowser {
    let browser: Browser
    let theme: Theme
    /// The next line of input, without its newline; nil at the end of input.
    let readLine: () -> String?
    /// Writes to standard output; a failed write ends the browser.
    let write: (String) throws(ConsoleWriteError) -> Void
    /// Writes a message to standard error.
    let complain: (String) -> Void
    /// Reports a failed write and gives the exit status it ends the run with.
    let writeFailed: (ConsoleWriteError) -> Int32

    /// The commands there are, for a screen with `linkCount` links.
    static func commands(linkCount: Int) -> String {
        let numbers = linkCount == 0 ? "" : "a link's number (1–\(linkCount)), "
        return numbers + "b (back), f (forward), h (home), l (where you have been), /words (search), q (quit)"
    }

    /// Shows the current place, then follows commands until `q` or the end of input.
    /// - Returns: the exit status: 0 on `q` or the end of input.
    func run() async -> Int32 {
        do {
            while true {
                let drawing = try await show()
                guard try await follow(commandsOn: drawing) else { return ExitStatus.success }
            }
        } catch {
            return writeFailed(error)
        }
    }

    /// Loads the current screen (saying so when that takes more than a moment) and prints it.
    private func show() async throws(ConsoleWriteError) -> ScreenDrawing {
        let screen = browser.currentScreen
        if !screen.hasLoaded {
            let notice = Task { @MainActor in
                try await Task.sleep(for: .milliseconds(100))
                try? write(theme.styler.paint("Loading…", as: .muted) + "\n")
            }
            if let warning = await browser.load(screen) { complain("warning: \(warning)\n") }
            notice.cancel()
        }
        let drawing = screen.draw(theme: theme)
        let history = browser.history
        var text = theme.styler.paint(
            "── \(history.current.place.title) (\(history.position + 1) of \(history.entries.count)) ──", as: .heading)
        text += "\n" + drawing.lines.map { $0 + "\n" }.joined()
        if screen.error != nil {
            text += "\n" + theme.styler.paint("b goes back, h goes home.", as: .muted) + "\n"
        }
        if !drawing.links.isEmpty {
            text += "\n" + theme.styler.paint("Links", as: .heading) + "\n"
            let numberWidth = String(drawing.links.count).count
            for (number, link) in zip(1..., drawing.links) {
                text += "  " + DisplayWidth.pad(String(number), to: numberWidth, alignment: .right) + "  " + link.label + "\n"
            }
        }
        try write(text)
        return drawing
    }

    /// Reads commands until one moves the browser.
    /// - Returns: false when the browser should stop.
    private func follow(commandsOn drawing: ScreenDrawing) async throws(ConsoleWriteError) -> Bool {
        let router = browser.router
        while let line = readLine() {
            let command = line.trimmingCharacters(in: .whitespacesAndNewlines)
            switch command {
            case "": continue
            case "q": return false
            case "b":
                if router.back() { return true }
                complain("There is no page before this one.\n")
            case "f":
                if router.forward() { return true }
                complain("There is no page after this one.\n")
            case "h":
                router.home()
                return true
            case "l":
                try write(placesVisited())
            case _ where command.hasPrefix("/"):
                let words = command.dropFirst().trimmingCharacters(in: .whitespacesAndNewlines)
                guard !words.isEmpty else {
                    complain("Say what to search for after the slash: /fight club\n")
                    continue
                }
                router.go(to: .search(SearchRequest(query: words, kind: nil)))
                return true
            default:
                guard let number = Int(command), drawing.links.indices.contains(number - 1) else {
                    let shown = VisibleText.escapingControls(command)
                    complain("Unknown command “\(shown)”. Type \(Self.commands(linkCount: drawing.links.count)).\n")
                    continue
                }
                if browser.follow(number - 1, in: drawing) { return true }
                if router.takeSearchRequest() {
                    complain("Type / and the words to search for: /fight club\n")
                }
            }
        }
        return false
    }

    private func placesVisited() -> String {
        let history = browser.history
        return history.entries.enumerated().map { index, entry in
            (index == history.position ? "→ " : "  ") + entry.place.title + "\n"
        }.joined()
    }
}
