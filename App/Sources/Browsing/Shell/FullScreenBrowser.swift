public import DesignSystem
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The browser on a terminal: the shell around `BrowserState`. It takes the terminal over
/// (raw input, the alternate screen), reads keys on a thread of its own, turns signals and
/// loads into events, does what each step asks (making, loading and drawing screens), and
/// writes each frame the composer draws. The terminal is restored however the browser ends.
@MainActor
public final class FullScreenBrowser<Place: BrowserPlace> {
    private let makeScreen: (Place) -> any BrowserScreen<Place>
    private let styler: Styler
    private let terminal: TerminalStreams
    private let watchesSignals: Bool
    private var state: BrowserState<Place>
    /// The screen made for each history entry still in the history.
    private var screens: [Int: any BrowserScreen<Place>] = [:]
    private var loads: [Int: Task<Void, Never>] = [:]
    /// The lines sent to screens, each answered in a task until it is done or stopped.
    private var replies: [Int: Task<Void, Never>] = [:]
    /// The last of what screens' keys asked for (a film put on the watchlist). Each change starts
    /// when the one before it is done, so that `w` and then `s` (or `w` twice) change the library
    /// in the order they were pressed, never side by side; once this one is done, all are.
    private var lastChange: Task<Void, Never>?
    private var decoder = KeyDecoder()
    private var writer = FrameWriter()
    private var inputs: AsyncStream<ShellInput>.Continuation?

    /// - Parameter watchesSignals: whether SIGWINCH redraws and SIGINT, SIGTERM and SIGHUP end
    ///   the browser (restoring the terminal); a test in a process of its own sends keys instead.
    public init(
        start: Place, styler: Styler, terminal: TerminalStreams = .standard, watchesSignals: Bool = true,
        makeScreen: @escaping (Place) -> any BrowserScreen<Place>
    ) {
        self.makeScreen = makeScreen
        self.styler = styler
        self.terminal = terminal
        self.watchesSignals = watchesSignals
        state = BrowserState(start: start, size: TerminalSize.of(terminal.output))
    }

    /// Takes over the terminal until `q`, Ctrl-C, a signal or the end of input, then gives it
    /// back and waits for what must not be lost: an answer still arriving is stopped, and kept
    /// as cut short, and a key's change is finished.
    /// - Returns: the exit status: 0 on `q`, 128 + the signal's number after a signal, 69 when
    ///   the terminal cannot be taken over or written.
    public func run() async -> Int32 {
        guard TerminalMode.enter(terminal) else { return Self.unavailable }
        let status = await browse()
        loads.values.forEach { $0.cancel() }
        replies.values.forEach { $0.cancel() }
        TerminalMode.restore()
        // Should the wait not end, Ctrl-C ends popcorn as it ends any program.
        if watchesSignals { [SIGINT, SIGTERM, SIGHUP].forEach { signal($0, SIG_DFL) } }
        for reply in replies.values { await reply.value }
        await lastChange?.value
        return status
    }

    /// Draws, reads keys and does what they ask until the browser ends.
    /// - Returns: the exit status `run` gives.
    private func browse() async -> Int32 {
        let (stream, continuation) = AsyncStream<ShellInput>.makeStream()
        inputs = continuation
        if watchesSignals { Self.watchSignals(continuation) }
        defer { if watchesSignals { CaughtSignals.stopHandingOn() } }
        Self.readInput(from: terminal.input, into: continuation)
        apply(.start)
        if let status = draw() { return status }
        for await input in stream {
            switch input {
            case .bytes(let bytes):
                for key in decoder.keys(from: bytes) where state.exitStatus == nil { apply(.key(key)) }
            case .endOfInput: apply(.ended(status: 0))
            case .resize: apply(.resized(TerminalSize.of(terminal.output)))
            case .signal(let number): apply(.ended(status: 128 + number))
            case .loaded(let entryID, let warning):
                loads[entryID] = nil
                if let screen = screens[entryID] { apply(.drawn(entryID: entryID, page: screen.draw(theme: theme), warning: warning)) }
            case .loadingDue(let entryID): apply(.loadingDue(entryID: entryID))
            case .changed(let entryID): apply(.changed(entryID: entryID))
            case .replyEnded(let entryID):
                replies[entryID] = nil
                apply(.replyEnded(entryID: entryID))
            case .acted(let entryID, let message): apply(.acted(entryID: entryID, message: message))
            }
            if let status = state.exitStatus { return status }
            if let status = draw() { return status }
        }
        return 0
    }

    // MARK: Steps and effects

    /// Moves the state on by `event`, and by every event its effects answer with at once.
    private func apply(_ event: BrowserEvent<Place>) {
        var pending = [event]
        while !pending.isEmpty {
            let (next, effects) = state.step(pending.removeFirst())
            state = next
            for effect in effects { pending += perform(effect) }
        }
        let kept = Set(state.history.entries.map(\.id))
        screens = screens.filter { kept.contains($0.key) }
        for (entryID, reply) in replies where !kept.contains(entryID) { reply.cancel() }
    }

    private func perform(_ effect: BrowserEffect<Place>) -> [BrowserEvent<Place>] {
        switch effect {
        case .show(let entryID, let place):
            let screen = screens[entryID] ?? makeScreen(place)
            screens[entryID] = screen
            if screen.hasLoaded { return [.drawn(entryID: entryID, page: screen.draw(theme: theme), warning: nil)] }
            startLoading(screen, entryID: entryID)
            return []
        case .redraw(let entryID):
            guard let screen = screens[entryID], screen.hasLoaded else { return [] }
            return [.drawn(entryID: entryID, page: screen.draw(theme: theme), warning: nil)]
        case .cancel(let entryID):
            loads.removeValue(forKey: entryID)?.cancel()
            screens[entryID] = nil
            return []
        case .send(let entryID, let line):
            guard let screen = screens[entryID], replies[entryID] == nil else { return [.replyEnded(entryID: entryID)] }
            let inputs = inputs
            replies[entryID] = Task { @MainActor in
                await screen.send(line) { inputs?.yield(.changed(entryID: entryID)) }
                inputs?.yield(.replyEnded(entryID: entryID))
            }
            return []
        case .stopReply(let entryID):
            replies[entryID]?.cancel()
            return []
        case .act(let entryID, let key, let answer):
            guard let screen = screens[entryID] else { return [] }
            let inputs = inputs
            let previous = lastChange
            lastChange = Task { @MainActor in
                await previous?.value
                let message = await screen.act(key, answer: answer)
                inputs?.yield(.acted(entryID: entryID, message: message))
            }
            return []
        case .repaint:
            writer.reset()
            return []
        }
    }

    private func startLoading(_ screen: any BrowserScreen<Place>, entryID: Int) {
        guard loads[entryID] == nil else { return }
        let inputs = inputs
        loads[entryID] = Task { @MainActor in
            let warning = await screen.load()
            if !Task.isCancelled { inputs?.yield(.loaded(entryID: entryID, warning: warning)) }
        }
        Task {
            try? await Task.sleep(for: .milliseconds(100))
            inputs?.yield(.loadingDue(entryID: entryID))
        }
    }

    // MARK: Writing

    private var theme: Theme { Theme(styler: styler, width: state.size.columns) }

    /// Writes the state's frame: only the rows that changed.
    /// - Returns: the exit status when the terminal could not be written.
    private func draw() -> Int32? {
        let frame = FrameComposer(styler: styler).compose(state)
        let output = writer.output(for: frame.rows, cursor: frame.cursor.map { ($0.row, $0.column) })
        return TerminalMode.emit(Array(output.utf8), to: terminal.output) ? nil : Self.unavailable
    }

    private static var unavailable: Int32 { 69 }

    // MARK: Input and signals

    /// Reads the terminal on a thread of its own, so that a blocked read never holds up drawing.
    private static func readInput(from input: Int32, into inputs: AsyncStream<ShellInput>.Continuation) {
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    inputs.yield(.endOfInput)
                    return
                }
                inputs.yield(.bytes(Array(buffer[..<count])))
            }
        }
        thread.start()
    }

    /// Turns SIGWINCH into a redraw, and SIGINT, SIGTERM and SIGHUP into a clean exit, from the
    /// moment it returns.
    private static func watchSignals(_ inputs: AsyncStream<ShellInput>.Continuation) {
        CaughtSignals.catching([SIGWINCH, SIGINT, SIGTERM, SIGHUP]) { number in
            inputs.yield(number == SIGWINCH ? .resize : .signal(number))
        }
    }
}
