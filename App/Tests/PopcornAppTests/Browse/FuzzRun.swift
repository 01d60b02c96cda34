import Browsing
import DesignSystem

/// One sequence of the browser fuzz: a state, the shell's part played by hand (screens drawn at
/// once, or loading until a later event), random keys, resizes and load events, and the
/// invariants checked after each.
struct FuzzRun {
    private var random: SeededGenerator
    private var state: BrowserState<FuzzPlace>
    private var loading: Set<Int> = []
    /// The entries whose screen answers a line sent to it.
    private var replying: Set<Int> = []
    private var checks = 0
    private let composer = FrameComposer(styler: Styler(isColourEnabled: true))

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
        let kinds = FuzzPlace.Kind.allCases
        let start = FuzzPlace(kind: kinds[Int(seed % UInt64(kinds.count))], number: 0)
        state = BrowserState(start: start, size: TerminalSize(rows: 24, columns: 80))
        state = state.step(.resized(Self.size(&random))).0
    }

    /// - Returns: what went wrong, or nil.
    mutating func play(keys: Int) -> String? {
        if let failure = apply(.start) { return failure }
        for _ in 0..<keys {
            guard state.exitStatus == nil else { return nil }
            let roll = Int.random(in: 0..<100, using: &random)
            let event: BrowserEvent<FuzzPlace>
            if roll < 3 {
                event = .resized(Self.size(&random))
            } else if roll < 13, let entry = loading.randomElement(using: &random) {
                event = Bool.random(using: &random) ? .loadingDue(entryID: entry) : finishLoading(entry)
            } else if roll < 20, let entry = replying.randomElement(using: &random) {
                event = Bool.random(using: &random) ? .changed(entryID: entry) : .replyEnded(entryID: entry)
                if case .replyEnded = event { replying.remove(entry) }
            } else {
                event = .key(Self.keys.randomElement(using: &random)!)
            }
            if let failure = apply(event) { return failure }
        }
        return nil
    }

    private mutating func finishLoading(_ entry: Int) -> BrowserEvent<FuzzPlace> {
        loading.remove(entry)
        let place = state.history.entries.first { $0.id == entry }?.place ?? .home
        return .drawn(entryID: entry, page: FuzzPages.page(for: place, width: state.size.columns), warning: nil)
    }

    /// Steps the state by `event` and by the events its effects answer with, checking after each.
    private mutating func apply(_ event: BrowserEvent<FuzzPlace>) -> String? {
        var pending = [event]
        while !pending.isEmpty {
            let (next, effects) = state.step(pending.removeFirst())
            state = next
            for effect in effects {
                switch effect {
                case .show(let entryID, let place):
                    if place.kind == .loading && !Bool.random(using: &random) {
                        loading.insert(entryID)
                    } else {
                        let warning = Int.random(in: 0..<20, using: &random) == 0 ? "a warning" : nil
                        pending.append(
                            .drawn(entryID: entryID, page: FuzzPages.page(for: place, width: state.size.columns), warning: warning))
                    }
                case .redraw(let entryID):
                    let place = state.history.entries.first { $0.id == entryID }?.place ?? .home
                    pending.append(.drawn(entryID: entryID, page: FuzzPages.page(for: place, width: state.size.columns), warning: nil))
                case .cancel(let entryID):
                    loading.remove(entryID)
                case .send(let entryID, _):
                    replying.insert(entryID)
                case .act(let entryID, let key, _):
                    pending.append(.acted(entryID: entryID, message: "did \(key)"))
                case .stopReply(let entryID):
                    // A stopped answer ends soon, or at once.
                    if Bool.random(using: &random) {
                        replying.remove(entryID)
                        pending.append(.replyEnded(entryID: entryID))
                    }
                case .repaint:
                    break
                }
            }
            if let failure = check() { return "\(failure) after \(event)" }
        }
        return nil
    }

    private mutating func check() -> String? {
        checks += 1
        let history = state.history
        guard history.entries.indices.contains(history.position) else { return "position \(history.position) of \(history.entries.count)" }
        if let selection = state.selection {
            guard let links = state.shown?.page.links, links.indices.contains(selection) else {
                return "selection \(selection) with \(state.shown?.page.links.count ?? 0) links"
            }
        }
        let viewport = state.viewport
        guard viewport.top >= 0, viewport.top <= max(0, viewport.lineCount - viewport.height) else { return "viewport \(viewport)" }
        let frame = composer.compose(state)
        guard frame.rows.count == min(state.size.rows, state.bodyHeight + 2) else { return "\(frame.rows.count) rows" }
        // Measuring every row is the dearest check: one frame in eight is measured.
        guard checks % 8 == 0 else { return nil }
        if let wide = frame.rows.first(where: { DisplayWidth.of($0) > state.size.columns }) {
            return "a row wider than the terminal: \(wide)"
        }
        return nil
    }

    private static let keys: [Key] =
        [.up, .down, .left, .right, .pageUp, .pageDown, .enter, .backspace, .escape, .redraw]
        + [.home, .end, .delete, .control("a"), .control("d"), .control("u"), .control("w")]
        + ["/", "?", "h", "i", "j", "k", " ", "x", "é", "1"].map { Key.character($0) }
        + Array(repeating: .enter, count: 4) + Array(repeating: .down, count: 4) + Array(repeating: .left, count: 2)
        + [.character("q"), .interrupt]

    private static func size(_ random: inout SeededGenerator) -> TerminalSize {
        TerminalSize(rows: Int.random(in: 1...60, using: &random), columns: Int.random(in: 1...200, using: &random))
    }
}
