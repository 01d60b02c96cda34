public import DesignSystem
import Foundation

/// The browser for scripts and tests, when standard input or output is not a terminal: each
/// screen printed whole with its links numbered after it, and one command read a line.
@MainActor
public final class LineModeBrowser<Place: BrowserPlace, WriteFailure: Error> {
    public private(set) var history: BrowserHistory<Place>
    private let makeScreen: (Place) -> any BrowserScreen<Place>
    private let theme: Theme
    /// The next line of input, without its newline; nil at the end of input.
    private let readLine: () -> String?
    /// Writes to standard output; a failed write ends the browser.
    private let write: (String) throws(WriteFailure) -> Void
    /// Writes a message to standard error.
    private let complain: (String) -> Void
    /// What is written to standard error before each command is read, when a person types them.
    private let prompt: String?
    /// Reports a failed write and gives the exit status it ends the run with.
    private let writeFailed: (WriteFailure) -> Int32
    /// The screen made for each history entry still in the history.
    private var screens: [Int: any BrowserScreen<Place>] = [:]

    public init(
        start: Place, theme: Theme, readLine: @escaping () -> String?, write: @escaping (String) throws(WriteFailure) -> Void,
        complain: @escaping (String) -> Void, writeFailed: @escaping (WriteFailure) -> Int32, prompt: String? = nil,
        makeScreen: @escaping (Place) -> any BrowserScreen<Place>
    ) {
        self.prompt = prompt
        history = BrowserHistory(start: start)
        self.makeScreen = makeScreen
        self.theme = theme
        self.readLine = readLine
        self.write = write
        self.complain = complain
        self.writeFailed = writeFailed
    }

    /// The commands there are, for a screen with `linkCount` links.
    static func commands(linkCount: Int) -> String {
        let numbers = linkCount == 0 ? "" : "a link's number (1–\(linkCount)), "
        return numbers + "b (back), f (forward), h (home), l (where you have been), /words (search), ? (these commands), q (quit)"
    }

    /// Shows the current place, then follows commands until `q` or the end of input.
    /// - Returns: the exit status: 0 on `q` or the end of input.
    public func run() async -> Int32 {
        do throws(WriteFailure) {
            while true {
                let page = try await show()
                guard try await follow(commandsOn: page) else { return 0 }
            }
        } catch {
            return writeFailed(error)
        }
    }

    /// Loads the current screen (saying so when that takes more than a moment) and prints it.
    private func show() async throws(WriteFailure) -> BrowserPage<Place> {
        let entry = history.current
        let screen = screens[entry.id] ?? makeScreen(entry.place)
        screens[entry.id] = screen
        let kept = Set(history.entries.map(\.id))
        screens = screens.filter { kept.contains($0.key) }
        if !screen.hasLoaded {
            let write = write
            let loading = theme.styler.paint("Loading…", as: .muted) + "\n"
            let notice = Task { @MainActor in
                try await Task.sleep(for: .milliseconds(100))
                try? write(loading)
            }
            if let warning = await screen.load() { complain("warning: \(warning)\n") }
            notice.cancel()
        }
        let page = screen.draw(theme: theme)
        var text = theme.styler.paint("── \(entry.place.title) (\(history.position + 1) of \(history.entries.count)) ──", as: .heading)
        text += "\n" + page.lines.map { $0 + "\n" }.joined()
        if page.isError {
            text += "\n" + theme.styler.paint("b goes back, h goes home.", as: .muted) + "\n"
        }
        if !page.links.isEmpty {
            text += "\n" + theme.styler.paint("Links", as: .heading) + "\n"
            let numberWidth = String(page.links.count).count
            for (number, link) in zip(1..., page.links) {
                text += "  " + DisplayWidth.pad(String(number), to: numberWidth, alignment: .right) + "  " + link.label + "\n"
            }
        }
        try write(text)
        return page
    }

    /// Reads commands until one moves the browser. On a screen that takes a typed line, any line
    /// that is no command is sent to it, and once the screen is done with it, its lines from the
    /// first that changed are printed.
    /// - Returns: false when the browser should stop.
    private func follow(commandsOn shownPage: BrowserPage<Place>) async throws(WriteFailure) -> Bool {
        var page = shownPage
        while let line = ask() {
            let command = line.trimmingCharacters(in: .whitespacesAndNewlines)
            switch command {
            case "": continue
            case "q": return false
            case "b":
                if history.back() { return true }
                say("There is no page before this one.")
            case "f":
                if history.forward() { return true }
                say("There is no page after this one.")
            case "h":
                history.push(.home)
                return true
            case "l":
                try write(placesVisited())
            case "?":
                try write(wrapped("Type \(Self.commands(linkCount: page.links.count))."))
            case _ where command.hasPrefix("/"):
                let words = command.dropFirst().trimmingCharacters(in: .whitespacesAndNewlines)
                guard !words.isEmpty else {
                    say("Say what to search for after the slash: /fight club")
                    continue
                }
                history.push(.search(words))
                return true
            default:
                if page.input != nil, Int(command) == nil, let screen = screens[history.current.id] {
                    await screen.send(command) {}
                    let answered = screen.draw(theme: theme)
                    let unchanged = zip(page.lines, answered.lines).prefix { $0 == $1 }.count
                    try write(answered.lines.dropFirst(unchanged).map { $0 + "\n" }.joined())
                    page = answered
                    continue
                }
                guard let number = Int(command), page.links.indices.contains(number - 1) else {
                    let shown = VisibleText.escapingControls(command)
                    say("Unknown command “\(shown)”. Type \(Self.commands(linkCount: page.links.count)).")
                    continue
                }
                switch page.links[number - 1].destination {
                case .place(let place):
                    if go(to: place) { return true }
                case .searchPrompt:
                    say("Type / and the words to search for: /fight club")
                }
            }
        }
        return false
    }

    /// The next command, asked for with the prompt when there is one.
    private func ask() -> String? {
        if let prompt { complain(prompt) }
        return readLine()
    }

    /// A message on standard error, wrapped to the width.
    private func say(_ message: String) {
        complain(wrapped(message))
    }

    private func wrapped(_ message: String) -> String {
        ParagraphWrapper.wrap(message, width: theme.width).map { $0 + "\n" }.joined()
    }

    /// - Returns: whether the browser moved.
    private func go(to place: Place) -> Bool {
        let before = history.current.id
        history.push(place)
        return history.current.id != before
    }

    /// Every place visited, the current one marked, each as the command that shows it.
    private func placesVisited() -> String {
        history.entries.enumerated().map { index, entry in
            (index == history.position ? "→ " : "  ") + entry.place.command + "\n"
        }.joined()
    }
}
