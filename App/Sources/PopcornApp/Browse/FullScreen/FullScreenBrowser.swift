import DesignSystem
import Dispatch
import Foundation
import SearchResultsFeature

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The browser on a terminal: the current screen fills the window between a header that says
/// where you are and a footer with the main keys; its links are underlined and one is chosen.
/// Keys move, open, go back and forward, search and quit; the terminal is restored however the
/// browser ends.
@MainActor
final class FullScreenBrowser {
    private enum Mode {
        case browsing
        case searching(String)
        case help
    }

    private let browser: Browser
    private let styler: Styler
    private let terminal: TerminalStreams
    private let watchesSignals: Bool
    private var size: TerminalSize
    private var drawing = ScreenDrawing.empty
    /// The history entry `drawing` belongs to.
    private var drawnEntryID: Int?
    private var selection: Int?
    private var viewport = Viewport(height: 1, lineCount: 0)
    private var mode = Mode.browsing
    private var loading: (entryID: Int, task: Task<Void, Never>, isShown: Bool)?
    /// A line for the footer in place of the keys, until the next key.
    private var notice: String?
    private var writer = FrameWriter()
    private var events: AsyncStream<FullScreenEvent>.Continuation?
    private var exitStatus: Int32?

    /// - Parameter watchesSignals: whether SIGWINCH redraws and SIGINT, SIGTERM and SIGHUP end
    ///   the browser (restoring the terminal); a test in a process of its own sends the keys instead.
    init(browser: Browser, styler: Styler, terminal: TerminalStreams = .standard, watchesSignals: Bool = true) {
        self.browser = browser
        self.styler = styler
        self.terminal = terminal
        self.watchesSignals = watchesSignals
        size = TerminalSize.of(terminal.output)
    }

    /// Takes over the terminal until `q`, Ctrl-C, a signal or the end of input.
    /// - Returns: the exit status: 0 on `q`, 128 + the signal's number after a signal.
    func run() async -> Int32 {
        guard TerminalMode.enter(terminal) else { return ExitStatus.unavailable }
        defer { TerminalMode.restore() }
        let (stream, continuation) = AsyncStream<FullScreenEvent>.makeStream()
        events = continuation
        let signals = watchesSignals ? Self.watchSignals(continuation) : []
        defer { signals.forEach { $0.cancel() } }
        Self.readInput(from: terminal.input, into: continuation)
        showCurrent()
        for await event in stream {
            handle(event)
            if let exitStatus { return exitStatus }
        }
        return ExitStatus.success
    }

    // MARK: Events

    private func handle(_ event: FullScreenEvent) {
        switch event {
        case .input(let bytes):
            var decoder = KeyDecoder()
            for key in decoder.keys(from: bytes) where exitStatus == nil { press(key) }
        case .endOfInput:
            exitStatus = ExitStatus.success
        case .resize:
            size = TerminalSize.of(terminal.output)
            writer.reset()
            redrawScreen()
        case .signal(let number):
            exitStatus = 128 + number
        case .loaded(let entryID, let warning):
            guard loading?.entryID == entryID else { return }
            loading = nil
            notice = warning
            showCurrent()
        case .loadingDue(let entryID):
            guard loading?.entryID == entryID else { return }
            loading?.isShown = true
            render()
        }
    }

    private func press(_ key: Key) {
        let hadNotice = notice != nil
        notice = nil
        switch mode {
        case .help:
            mode = .browsing
            if key == .interrupt || key == .character("q") { exitStatus = ExitStatus.success }
        case .searching(let words):
            search(words, key)
        case .browsing:
            browse(key)
        }
        // While a screen loads out of sight, the last frame stays: only a prompt, the keys or a
        // notice change it.
        let isBrowsing = if case .browsing = mode { true } else { false }
        if exitStatus == nil, loading == nil || loading?.isShown == true || hadNotice || !isBrowsing { render() }
    }

    private func browse(_ key: Key) {
        let router = browser.router
        switch key {
        case .character("q"), .interrupt: exitStatus = ExitStatus.success
        case .up, .character("k"): moveSelection(by: -1)
        case .down, .character("j"): moveSelection(by: 1)
        case .pageDown, .character(" "): page(by: 1)
        case .pageUp: page(by: -1)
        case .enter: openSelection()
        case .left, .backspace: leave { router.back() ? () : (notice = "There is no page before this one.") }
        case .right: leave { router.forward() ? () : (notice = "There is no page after this one.") }
        case .character("h"): leave { router.home() }
        case .character("/"): mode = .searching("")
        case .character("?"): mode = .help
        case .redraw: writer.reset()
        default: notice = "Press ? for the keys."
        }
    }

    private func search(_ words: String, _ key: Key) {
        switch key {
        case .interrupt: exitStatus = ExitStatus.success
        case .escape: mode = .browsing
        case .backspace: mode = .searching(String(words.dropLast()))
        case .character(let character): mode = .searching(words + String(character))
        case .enter:
            mode = .browsing
            let query = words.trimmingCharacters(in: .whitespaces)
            guard !query.isEmpty else { return }
            leave { browser.router.go(to: .search(SearchRequest(query: query, kind: nil))) }
        default: break
        }
    }

    // MARK: Moving between places

    /// Remembers where the current place was left, makes the move, and shows where it led.
    private func leave(by move: () -> Void) {
        let before = browser.history.current
        if drawnEntryID == before.id { browser.router.remember(selection: selection, scroll: viewport.top) }
        move()
        guard browser.history.current.id != before.id else { return }
        if let loading, loading.entryID == before.id {
            loading.task.cancel()
            browser.discardScreen(of: before)
            self.loading = nil
        }
        showCurrent()
    }

    private func openSelection() {
        guard loading == nil, let selection, drawnEntryID == browser.history.current.id else { return }
        let drawing = drawing
        leave { _ = browser.follow(selection, in: drawing) }
        if browser.router.takeSearchRequest() { mode = .searching("") }
    }

    /// Draws the current place's screen, or starts loading it.
    private func showCurrent() {
        let entry = browser.history.current
        let screen = browser.currentScreen
        guard screen.hasLoaded else {
            startLoading(screen, for: entry)
            return
        }
        drawnEntryID = entry.id
        drawing = screen.draw(theme: theme)
        selection = entry.selection ?? (drawing.links.isEmpty ? nil : 0)
        viewport = Viewport(top: entry.scroll, height: bodyHeight, lineCount: bodyLines.count)
        if let selection, drawing.links.indices.contains(selection), !viewport.shows(drawing.links[selection].line) {
            viewport.reveal(drawing.links[selection].line)
        }
        render()
    }

    private func startLoading(_ screen: PlacedScreen, for entry: BrowserHistory.Entry) {
        guard loading?.entryID != entry.id else { return }
        loading?.task.cancel()
        let events = events
        let browser = browser
        let task = Task { @MainActor in
            let warning = await browser.load(screen)
            if !Task.isCancelled { events?.yield(.loaded(entryID: entry.id, warning: warning)) }
        }
        loading = (entry.id, task, false)
        Task {
            try? await Task.sleep(for: .milliseconds(100))
            events?.yield(.loadingDue(entryID: entry.id))
        }
    }

    /// Draws the current screen again at the terminal's size, keeping the chosen link.
    private func redrawScreen() {
        if let drawnEntryID, drawnEntryID == browser.history.current.id {
            drawing = browser.currentScreen.draw(theme: theme)
            if let chosen = selection { selection = drawing.links.isEmpty ? nil : min(chosen, drawing.links.count - 1) }
            viewport = Viewport(top: viewport.top, height: bodyHeight, lineCount: bodyLines.count)
            if let selection { viewport.reveal(drawing.links[selection].line) }
        }
        render()
    }

    // MARK: Moving within a screen

    private func moveSelection(by step: Int) {
        guard loading == nil else { return }
        guard let current = selection else {
            viewport.scroll(by: step)
            return
        }
        let next = current + step
        guard drawing.links.indices.contains(next) else {
            viewport.scroll(by: step)
            return
        }
        selection = next
        viewport.reveal(drawing.links[next].line)
    }

    private func page(by pages: Int) {
        guard loading == nil else { return }
        viewport.scroll(by: pages * max(1, bodyHeight - 1))
        if let current = selection, !viewport.shows(drawing.links[current].line),
            let inSight = drawing.links.firstIndex(where: { viewport.shows($0.line) })
        {
            selection = inSight
        }
    }

    // MARK: Drawing

    private var theme: Theme { Theme(styler: styler, width: size.columns) }
    private var bodyHeight: Int { max(1, size.rows - 2) }

    /// The screen's lines, with the way back under an error.
    private var bodyLines: [String] {
        guard browser.currentScreen.error != nil else { return drawing.lines }
        return drawing.lines + ["", styler.paint("← or Backspace goes back; h goes home.", as: .muted)]
    }

    private func render() {
        var rows = [header]
        let body: [String]
        switch mode {
        case .help:
            body = help
        case _ where loading?.isShown == true:
            body = [styler.paint("Loading…", as: .muted)]
        default:
            let lines = bodyLines
            body = viewport.lines.map { index in markLinks(on: index, of: lines[index]) }
        }
        rows += body.prefix(bodyHeight)
        rows += Array(repeating: "", count: max(0, bodyHeight - body.count))
        var cursor: (row: Int, column: Int)?
        if case .searching(let words) = mode {
            let prompt = "Search: "
            let shown = String(words.suffix(max(1, size.columns - prompt.count - 1)))
            rows.append(prompt + shown)
            cursor = (size.rows, DisplayWidth.of(prompt + shown) + 1)
        } else {
            rows.append(footer)
        }
        let output = writer.output(for: Array(rows.prefix(size.rows)), cursor: cursor)
        do {
            try Console().write(output, to: terminal.output)
        } catch {
            exitStatus = ExitStatus.unavailable
        }
    }

    private func markLinks(on index: Int, of line: String) -> String {
        var marked = line
        for (number, link) in drawing.links.enumerated() where link.line == index {
            marked =
                number == selection
                ? LinkHighlight.reversing(marked, column: link.column, width: link.width)
                : LinkHighlight.underlining(marked, column: link.column, width: link.width)
        }
        return marked
    }

    private var header: String {
        let history = browser.history
        // Once the screen is drawn, its first line (a title, a name) says where you are better than its
        // id. The home screen's first line is its search prompt, so home keeps its own name.
        let isDrawn = drawnEntryID == history.current.id && history.current.place != .home
        let heading = isDrawn ? drawing.lines.lazy.map(VisibleText.withoutEscapes).first { !$0.isEmpty } : nil
        let place = " " + DisplayWidth.truncate("popcorn › " + (heading ?? history.current.place.title), to: max(1, size.columns - 10))
        let position = "\(history.position + 1)/\(history.entries.count) "
        let gap = max(1, size.columns - DisplayWidth.of(place) - DisplayWidth.of(position))
        return LinkHighlight.reversing(place + String(repeating: " ", count: gap) + position, column: 0, width: size.columns)
    }

    private var footer: String {
        if let notice { return styler.paint(DisplayWidth.truncate(notice, to: size.columns - 1), as: .warning) }
        let keys =
            size.columns >= 72
            ? "↑↓ move  ⏎ open  ← back  → forward  / search  h home  ? keys  q quit"
            : "↑↓ ⏎ open ← back / search ? keys q quit"
        return styler.paint(DisplayWidth.truncate(keys, to: size.columns - 1), as: .muted)
    }

    /// The keys screen, fitted to the width: the descriptions give way first.
    private var help: [String] {
        let keys = [
            ["↑ ↓  j k", "choose the link above or below"],
            ["PgUp PgDn ␣", "scroll a page"],
            ["Enter", "open the chosen link"],
            ["← Backspace", "back"],
            ["→", "forward"],
            ["/", "search; Enter shows the results"],
            ["h", "home"],
            ["Ctrl-L", "draw the screen again"],
            ["?", "these keys"],
            ["q  Ctrl-C", "quit"],
        ]
        let table = TextTable(
            columns: [TableColumn("Key", role: .accent), TableColumn("Does", isShrinkable: true)], rows: keys, showsHeader: false)
        return [styler.paint("Keys", as: .heading), ""] + table.render(width: size.columns, styler: styler) + [
            "", styler.paint(DisplayWidth.truncate("Any key returns to the screen.", to: size.columns), as: .muted),
        ]
    }

    // MARK: Input and signals

    /// Reads standard input on a thread of its own, so that a blocked read never holds up drawing.
    private static func readInput(from input: Int32, into events: AsyncStream<FullScreenEvent>.Continuation) {
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    events.yield(.endOfInput)
                    return
                }
                events.yield(.input(Array(buffer[..<count])))
            }
        }
        thread.start()
    }

    /// Turns SIGWINCH into a redraw, and SIGINT, SIGTERM and SIGHUP into a clean exit.
    private static func watchSignals(_ events: AsyncStream<FullScreenEvent>.Continuation) -> [any DispatchSourceSignal] {
        [SIGWINCH, SIGINT, SIGTERM, SIGHUP].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { events.yield(number == SIGWINCH ? .resize : .signal(number)) }
            source.resume()
            return source
        }
    }
}
